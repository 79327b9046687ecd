CREATE TABLE "notification_unread_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notification_unread_counts_not_negative" CHECK ("notification_unread_counts"."unread" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notification_unread_counts" ADD CONSTRAINT "notification_unread_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The counter follows every write to "notifications" in the writing transaction (issue 28):
-- statement-level, so a broadcast's batch or a "mark all read" is one upsert per user, taken in
-- user order (two batches never wait on each other in opposite orders). Deletes only update: a
-- user's own deletion cascades to both tables.
CREATE FUNCTION "notification_unread_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "notification_unread_counts" ("user_id", "unread")
      SELECT "user_id", count(*) FILTER (WHERE "read" = 0) FROM "inserted" GROUP BY "user_id" ORDER BY "user_id"
      ON CONFLICT ("user_id") DO UPDATE SET "unread" = "notification_unread_counts"."unread" + EXCLUDED."unread";
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "notification_unread_counts" c SET "unread" = c."unread" + d."delta"
      FROM (
        SELECT "user_id", sum("delta")::int AS "delta" FROM (
          SELECT "user_id", CASE WHEN "read" = 0 THEN 1 ELSE 0 END AS "delta" FROM "updated"
          UNION ALL
          SELECT "user_id", CASE WHEN "read" = 0 THEN -1 ELSE 0 END FROM "previous"
        ) changes GROUP BY "user_id" HAVING sum("delta") <> 0 ORDER BY "user_id"
      ) d
      WHERE c."user_id" = d."user_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "notification_unread_counts" c SET "unread" = c."unread" - d."unread"
      FROM (SELECT "user_id", count(*)::int AS "unread" FROM "previous" WHERE "read" = 0 GROUP BY "user_id") d
      WHERE c."user_id" = d."user_id";
  ELSE
    DELETE FROM "notification_unread_counts";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "notification_unread_counts_insert" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "notification_unread_counts_update" AFTER UPDATE ON "notifications"
  REFERENCING OLD TABLE AS "previous" NEW TABLE AS "updated" FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "notification_unread_counts_delete" AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS "previous" FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "notification_unread_counts_truncate" AFTER TRUNCATE ON "notifications"
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_counts_follow"();
--> statement-breakpoint
INSERT INTO "notification_unread_counts" ("user_id", "unread")
  SELECT "user_id", count(*) FILTER (WHERE "read" = 0) FROM "notifications" GROUP BY "user_id";

--> statement-breakpoint
CREATE UNLOGGED TABLE "blog_post_views_pending" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_post_views_pending_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_post_views_pending" ADD CONSTRAINT "blog_post_views_pending_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;