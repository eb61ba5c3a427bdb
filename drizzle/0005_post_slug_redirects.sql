CREATE TABLE "post_slug_redirects" (
	"locale" text DEFAULT 'en' NOT NULL,
	"slug" text NOT NULL,
	"post_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_slug_redirects_locale_slug_pk" PRIMARY KEY("locale","slug")
);
--> statement-breakpoint
ALTER TABLE "post_slug_redirects" ADD CONSTRAINT "post_slug_redirects_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_slug_redirects_post_id_idx" ON "post_slug_redirects" USING btree ("post_id");