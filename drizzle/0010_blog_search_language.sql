-- Written by hand: each post is indexed in its own language (French stems for French posts), and its
-- language is copied beside the document so a search looks in one language's posts only.
ALTER TABLE blog_posts ADD CONSTRAINT blog_posts_locale_check CHECK (locale IN ('en', 'fr'));
--> statement-breakpoint
ALTER TABLE blog_post_search ADD CONSTRAINT blog_post_search_locale_check CHECK (locale IN ('en', 'fr'));
--> statement-breakpoint
-- The text search configuration of a language.
CREATE FUNCTION blog_post_search_language(locale text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN locale = 'fr' THEN 'search_french'::regconfig ELSE 'search_english'::regconfig END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION blog_post_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO blog_post_search (post_id, locale, document, is_published, is_featured, published_at, created_at, category_id)
  VALUES (
    NEW.id,
    NEW.locale,
    blog_post_search_document(NEW.title, NEW.excerpt, NEW.tags, NEW.content, blog_post_search_language(NEW.locale)),
    NEW.is_published, NEW.is_featured, NEW.published_at, NEW.created_at, NEW.category_id
  )
  ON CONFLICT (post_id) DO UPDATE SET
    locale = excluded.locale,
    document = excluded.document,
    is_published = excluded.is_published,
    is_featured = excluded.is_featured,
    published_at = excluded.published_at,
    created_at = excluded.created_at,
    category_id = excluded.category_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER blog_post_search_refresh ON blog_posts;
--> statement-breakpoint
CREATE TRIGGER blog_post_search_refresh
AFTER INSERT OR UPDATE OF locale, title, excerpt, tags, content, is_published, is_featured, published_at, created_at, category_id
ON blog_posts FOR EACH ROW EXECUTE FUNCTION blog_post_search_refresh();
--> statement-breakpoint
CREATE INDEX blog_post_search_locale_idx ON blog_post_search (locale, is_published, published_at);
