CREATE TABLE "cache_generation" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cache_generation_one_row" CHECK ("cache_generation"."id" = 1)
);--> statement-breakpoint
INSERT INTO "cache_generation" ("id", "generation") VALUES (1, 0);--> statement-breakpoint
-- Any change to what processes cache bumps the one generation and announces it on
-- "cache_changed", in the writing transaction (delivered on commit, never on rollback), whoever
-- writes: every process LISTENing drops that area's caches (ADR-0017). Statement-level: a bulk
-- write is one bump. One row for all areas: concurrent editors queue on it, never deadlock.
CREATE FUNCTION "cache_generation_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  UPDATE "cache_generation" SET "generation" = "generation" + 1 WHERE "id" = 1 RETURNING "generation" INTO bumped;
  PERFORM pg_notify('cache_changed', json_build_object('area', TG_ARGV[0], 'generation', bumped::text)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('catalog');
--> statement-breakpoint
CREATE TRIGGER "category_translations_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('catalog');
--> statement-breakpoint
CREATE TRIGGER "sub_categories_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('catalog');
--> statement-breakpoint
CREATE TRIGGER "sub_category_translations_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_category_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('catalog');
--> statement-breakpoint
CREATE TRIGGER "services_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('catalog');
--> statement-breakpoint
CREATE TRIGGER "service_translations_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('catalog');
--> statement-breakpoint
CREATE TRIGGER "packages_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "packages"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('catalog');
--> statement-breakpoint
CREATE TRIGGER "package_translations_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "package_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('catalog');
--> statement-breakpoint
CREATE TRIGGER "offers_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offers"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('catalog');
--> statement-breakpoint
CREATE TRIGGER "offer_translations_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offer_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('catalog');
--> statement-breakpoint
CREATE TRIGGER "gallery_items_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gallery_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('catalog');
--> statement-breakpoint
CREATE TRIGGER "gallery_item_translations_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gallery_item_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('catalog');
--> statement-breakpoint
CREATE TRIGGER "projects_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('catalog');
--> statement-breakpoint
CREATE TRIGGER "project_translations_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "project_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('catalog');
--> statement-breakpoint
CREATE TRIGGER "blog_categories_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('content');
--> statement-breakpoint
CREATE TRIGGER "blog_category_translations_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_category_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('content');
--> statement-breakpoint
-- A post read is counted (views + 1) on every visit: that changes nothing any process caches.
CREATE TRIGGER "blog_posts_cache_bump" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "id", "version", "slug", "category_id", "image", "author", "published_at", "published" ON "blog_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('content');
--> statement-breakpoint
CREATE TRIGGER "blog_post_translations_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_post_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('content');
--> statement-breakpoint
CREATE TRIGGER "faq_groups_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faq_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('content');
--> statement-breakpoint
CREATE TRIGGER "faq_group_translations_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faq_group_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('content');
--> statement-breakpoint
CREATE TRIGGER "faqs_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faqs"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('content');
--> statement-breakpoint
CREATE TRIGGER "faq_translations_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faq_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('content');
--> statement-breakpoint
CREATE TRIGGER "content_pages_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('content');
--> statement-breakpoint
CREATE TRIGGER "content_page_translations_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_page_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('content');
--> statement-breakpoint
CREATE TRIGGER "site_settings_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('settings');
--> statement-breakpoint
CREATE TRIGGER "site_settings_translations_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('settings');
--> statement-breakpoint
CREATE TRIGGER "media_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('media');
--> statement-breakpoint
CREATE TRIGGER "media_translations_cache_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_generation_bump"('media');
