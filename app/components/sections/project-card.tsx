import { MediaImage } from "~/components/media-image";
import { CalendarClock, MapPin, TrendingUp } from "lucide-react";
import type { ProjectFr } from "~/content/fr/projects";
import type { Project } from "~/content/projects";
import { useLocale } from "~/i18n/locale";
import { sectionsCopy } from "./sections.copy";

/** One project of the portfolio: image, category, title, description, results, duration. */
export function ProjectCard({
  project,
  headingLevel = 3,
  href,
}: {
  project: Project | ProjectFr;
  headingLevel?: 2 | 3;
  /** The project's case study, when it has a public one: the title links there. */
  href?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const words = sectionsCopy[useLocale()];
  return (
    <article data-testid={project.testId} className="card card-hover flex h-full flex-col overflow-hidden">
      <div className="render-near relative aspect-[16/10] bg-brand-900">
        <MediaImage
          src={project.image.src}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          alt={project.image.alt}
          width={project.image.width}
          height={project.image.height}
          loading="lazy"
          decoding="async"
          className="aspect-[16/10] h-auto w-full bg-brand-900 object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        {/* Below the drawing, not on it: each drawing carries its own title in its top corner. */}
        <span className="self-start rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
          <span className="sr-only">{words.category}</span>
          {project.category}
        </span>
        <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-4 text-brand-400" />
          {project.location}
        </p>
        <Heading className="mt-2 text-xl font-semibold text-brand-950">
          {href ? (
            <a href={href} className="hover:text-brand-700 hover:underline">
              {project.title}
            </a>
          ) : (
            project.title
          )}
        </Heading>
        <p className="mt-3 leading-relaxed text-slate-600">{project.description}</p>
        <ul className="mt-5 flex flex-wrap gap-2" aria-label={words.results}>
          {project.results.map((result) => (
            <li
              key={result}
              className="inline-flex items-center gap-1.5 rounded-md bg-emerald-50 px-2.5 py-1 text-sm font-medium text-emerald-800 ring-1 ring-emerald-100"
            >
              <TrendingUp aria-hidden="true" className="size-3.5" />
              {result}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-6">
          <p className="flex items-center gap-2 border-t border-slate-100 pt-4 text-sm font-medium text-slate-700">
            <CalendarClock aria-hidden="true" className="size-4 text-brand-500" />
            {words.duration}
            <span data-testid={`${project.testId}-duration`}>{words.months(project.duration)}</span>
          </p>
        </div>
      </div>
    </article>
  );
}
