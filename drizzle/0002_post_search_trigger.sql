-- Written by hand (drizzle-kit cannot express text search configurations or triggers): what keeps
-- blog_post_search (0001) current, from the post itself. Decision record 0006 explains the choices.

-- Accents are ignored on both sides of a search ("cafe" finds "café"). unaccent ships with PostgreSQL
-- (contrib) and with PGlite, and is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- One configuration per language, each its stemmer behind unaccent; "simple" keeps words as written, for
-- prefixes longer than a stem ("engineeri"). French posts will use search_french.
CREATE TEXT SEARCH CONFIGURATION search_english (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION search_english ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION search_french (COPY = french);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION search_french ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION search_simple (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION search_simple ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
--> statement-breakpoint
-- A post's search document: title (A), excerpt and tags (B) in the post's language and as written, and the
-- body's text (C) in the post's language. Markup is cut out of the body first; entities left over are
-- tokens the configurations do not index. The language is a parameter so that French posts can pass
-- search_french once posts carry a locale.
CREATE FUNCTION blog_post_search_document(title text, excerpt text, tags text[], content text, language regconfig)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector(language, title), 'A')
      || setweight(to_tsvector('search_simple', title), 'A')
      || setweight(to_tsvector(language, excerpt || ' ' || array_to_string(tags, ' ')), 'B')
      || setweight(to_tsvector('search_simple', excerpt || ' ' || array_to_string(tags, ' ')), 'B')
      || setweight(to_tsvector(language, regexp_replace(content, '<[^>]*>', ' ', 'g')), 'C')
$$;
--> statement-breakpoint
CREATE FUNCTION blog_post_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO blog_post_search (post_id, document, is_published, is_featured, published_at, created_at, category_id)
  VALUES (
    NEW.id,
    blog_post_search_document(NEW.title, NEW.excerpt, NEW.tags, NEW.content, 'search_english'),
    NEW.is_published, NEW.is_featured, NEW.published_at, NEW.created_at, NEW.category_id
  )
  ON CONFLICT (post_id) DO UPDATE SET
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
-- Only writes that touch what a search reads rebuild the entry: counting a view does not.
CREATE TRIGGER blog_post_search_refresh
AFTER INSERT OR UPDATE OF title, excerpt, tags, content, is_published, is_featured, published_at, created_at, category_id
ON blog_posts FOR EACH ROW EXECUTE FUNCTION blog_post_search_refresh();
--> statement-breakpoint
-- Posts written before this migration.
INSERT INTO blog_post_search (post_id, document, is_published, is_featured, published_at, created_at, category_id)
SELECT id, blog_post_search_document(title, excerpt, tags, content, 'search_english'), is_published, is_featured, published_at, created_at, category_id
FROM blog_posts;
