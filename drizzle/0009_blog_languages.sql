ALTER TABLE "blog_posts" DROP CONSTRAINT "blog_posts_slug_unique";--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "slug_fr" text;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "meta_description_fr" text;--> statement-breakpoint
ALTER TABLE "blog_post_search" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "translation_of" uuid;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_translation_of_blog_posts_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_locale_slug_idx" ON "blog_posts" USING btree ("locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_translation_locale_idx" ON "blog_posts" USING btree ("translation_of","locale");--> statement-breakpoint
ALTER TABLE "blog_categories" ADD CONSTRAINT "blog_categories_slug_fr_unique" UNIQUE("slug_fr");