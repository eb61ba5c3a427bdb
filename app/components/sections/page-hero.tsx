import { MediaImage } from "~/components/media-image";
import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/utils/cn";
import { useLocale } from "~/i18n/locale";
import { pagePath } from "~/i18n/paths";
import { sectionsCopy } from "./sections.copy";

type Crumb = { label: string; href?: string };

type PageHeroProps = {
  eyebrow: string;
  title: ReactNode;
  lead: string;
  breadcrumbs: Crumb[];
  actions?: ReactNode;
  /** Artwork beside the text on wide screens only; lazy, so phones, which never show it, never download it. */
  image?: { src: string; alt: string; width: number; height: number };
  /** Key figures shown beside the text on wide screens when there is no artwork. */
  facts?: ReadonlyArray<{ value: string; label: string }>;
  /** Extra room at the bottom for cards that overlap the banner. */
  overlapBelow?: boolean;
  children?: ReactNode;
};

/** The navy blueprint banner that opens every inner marketing page, with its h1 and breadcrumbs. */
export function PageHero({ eyebrow, title, lead, breadcrumbs, actions, image, facts, overlapBelow, children }: PageHeroProps) {
  const locale = useLocale();
  const words = sectionsCopy[locale];
  return (
    <section className="blueprint relative overflow-hidden text-white">
      <div
        className={cn(
          "container-page relative grid items-center gap-12 py-14 sm:py-20",
          overlapBelow && "pb-24 sm:pb-28",
          image && "lg:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)]",
          !image && facts && "lg:grid-cols-[minmax(0,1fr)_minmax(0,0.6fr)]",
        )}
      >
        <div>
          <nav aria-label={words.breadcrumb}>
            <ol className="flex flex-wrap items-center gap-1.5 text-sm text-brand-200">
              <li>
                <a href={pagePath("home", locale)} className="hover:text-white hover:underline">
                  {words.home}
                </a>
              </li>
              {breadcrumbs.map((crumb) => (
                <li key={crumb.label} className="flex items-center gap-1.5">
                  <ChevronRight aria-hidden="true" className="size-3.5 text-brand-300" />
                  {crumb.href ? (
                    <a href={crumb.href} className="hover:text-white hover:underline">
                      {crumb.label}
                    </a>
                  ) : (
                    <span aria-current="page" className="text-white">
                      {crumb.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          <p className="eyebrow-light mt-8">{eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl lg:text-[3.4rem]">
            {title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-brand-100">{lead}</p>
          {actions ? <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div> : null}
          {children}
        </div>
        {image ? (
          <div className="hidden lg:block">
            <MediaImage
              src={image.src}
              sizes="36rem"
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-2xl shadow-2xl ring-1 shadow-black/30 ring-white/10"
            />
          </div>
        ) : null}
        {!image && facts ? (
          <dl className="hidden grid-cols-2 gap-px self-center overflow-hidden rounded-2xl bg-white/10 ring-1 ring-white/15 backdrop-blur-sm lg:grid">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col-reverse justify-end bg-brand-950/40 px-6 py-7">
                <dt className="mt-1 text-sm text-brand-100">{fact.label}</dt>
                <dd className="text-3xl font-extrabold tracking-tight text-white">{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
