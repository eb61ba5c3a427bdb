import { Quote, Star } from "lucide-react";
import type { Testimonial } from "~/content/testimonials";
import { useLocale } from "~/i18n/locale";
import { sectionsCopy } from "./sections.copy";

/** A client's quote with its star rating, initial, name and title. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const locale = useLocale();
  const words = sectionsCopy[locale];
  return (
    <figure className="card relative flex h-full flex-col p-7">
      <Quote aria-hidden="true" className="absolute top-6 right-6 size-9 text-brand-100" />
      <div className="flex gap-1" role="img" aria-label={words.rated(testimonial.rating)}>
        {Array.from({ length: 5 }, (_, index) => (
          <Star
            key={index}
            aria-hidden="true"
            className={index < testimonial.rating ? "size-5 fill-accent-400 text-accent-500" : "size-5 text-slate-300"}
          />
        ))}
      </div>
      <blockquote className="mt-5 flex-1 text-[1.05rem] leading-relaxed text-slate-700">
        <p>{locale === "fr" ? `«\u00a0${testimonial.quote}\u00a0»` : `\u201c${testimonial.quote}\u201d`}</p>
      </blockquote>
      <figcaption className="mt-7 flex items-center gap-4 border-t border-slate-100 pt-5">
        <span
          aria-hidden="true"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-accent-300"
        >
          {testimonial.initial}
        </span>
        <span>
          <span className="block font-semibold text-brand-950">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">
            {testimonial.title}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
