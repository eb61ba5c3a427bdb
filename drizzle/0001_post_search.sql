CREATE TABLE "blog_post_search" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"is_published" boolean NOT NULL,
	"is_featured" boolean NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"category_id" uuid
);
--> statement-breakpoint
ALTER TABLE "blog_post_search" ADD CONSTRAINT "blog_post_search_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_search_document_idx" ON "blog_post_search" USING gin ("document") WITH (fastupdate=false);