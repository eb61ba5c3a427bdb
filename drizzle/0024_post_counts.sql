CREATE TABLE "blog_post_counts" (
	"locale" text NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"posts" integer NOT NULL,
	CONSTRAINT "blog_post_counts_locale_facet_value_pk" PRIMARY KEY("locale","facet","value")
);

--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express triggers): what keeps blog_post_counts current, from the
-- posts themselves. A post counts once under "all", once under its category and once per tag (as
-- unnest reads its tags), in its language, while it is published. One statement per write: the old
-- row's counts go down, the new row's go up, keys whose change nets to zero are not written (saving a
-- post without touching these columns writes nothing), and rows are locked in key order so that two
-- transactions saving posts at once on PostgreSQL wait for each other instead of deadlocking.
CREATE FUNCTION blog_post_counts_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO blog_post_counts AS c (locale, facet, value, posts)
  SELECT p.locale, k.facet, k.value, sum(p.delta)::int
  FROM (
    SELECT OLD.locale AS locale, OLD.category_id AS category_id, OLD.tags AS tags, -1 AS delta
    WHERE TG_OP <> 'INSERT' AND OLD.is_published
    UNION ALL
    SELECT NEW.locale, NEW.category_id, NEW.tags, 1
    WHERE TG_OP <> 'DELETE' AND NEW.is_published
  ) p
  CROSS JOIN LATERAL (
    SELECT 'all' AS facet, '' AS value
    UNION ALL SELECT 'category', p.category_id::text WHERE p.category_id IS NOT NULL
    UNION ALL SELECT 'tag', tag FROM unnest(p.tags) AS tag
  ) k
  GROUP BY p.locale, k.facet, k.value
  HAVING sum(p.delta) <> 0
  ORDER BY p.locale, k.facet, k.value
  ON CONFLICT (locale, facet, value) DO UPDATE SET posts = c.posts + excluded.posts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER blog_post_counts_refresh
AFTER INSERT OR DELETE OR UPDATE OF locale, category_id, tags, is_published
ON blog_posts FOR EACH ROW EXECUTE FUNCTION blog_post_counts_refresh();
--> statement-breakpoint
-- Emptying the posts (a restore, the tests) fires no row trigger: the counts go with them.
CREATE FUNCTION blog_post_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM blog_post_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER blog_post_counts_clear AFTER TRUNCATE ON blog_posts FOR EACH STATEMENT EXECUTE FUNCTION blog_post_counts_clear();
--> statement-breakpoint
-- Posts written before this migration.
INSERT INTO blog_post_counts (locale, facet, value, posts)
SELECT p.locale, k.facet, k.value, count(*)::int
FROM blog_posts p
CROSS JOIN LATERAL (
  SELECT 'all' AS facet, '' AS value
  UNION ALL SELECT 'category', p.category_id::text WHERE p.category_id IS NOT NULL
  UNION ALL SELECT 'tag', tag FROM unnest(p.tags) AS tag
) k
WHERE p.is_published
GROUP BY p.locale, k.facet, k.value;
