ALTER TABLE "notifications" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "texts" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "texts_fallback" text;--> statement-breakpoint
-- Hand-written (ADR-0202). Welcome notifications were stored as text in the user's language: in
-- any of the three, they become the key "welcome" with the name they greeted.
UPDATE "notifications" AS n
SET "message_key" = 'welcome',
  "message_params" = jsonb_build_object('name', left(n."body", length(n."body") - length(w.suffix)))
FROM (VALUES
  ('Bienvenue chez Emballo !', ', votre compte est prêt. Complétez votre profil dans votre espace client.'),
  ('Welcome to Emballo!', ', your account is ready. Complete your profile in your account area.'),
  ('مرحبًا بك في Emballo!', '، حسابك جاهز. أكمل ملفك الشخصي في مساحة حسابك.')
) AS w(title, suffix)
WHERE n."title" = w.title
  AND length(n."body") > length(w.suffix)
  AND right(n."body", length(w.suffix)) = w.suffix;--> statement-breakpoint
-- Any other text stays as written, as a hand-written message in the language it was written in:
-- Arabic when its script is Arabic, else the user's language (fr or en), else English. That
-- language is the fallback for readers of the other two.
UPDATE "notifications" AS n
SET "texts_fallback" = w.locale,
  "texts" = jsonb_build_object(w.locale, jsonb_build_object('title', n."title", 'body', n."body"))
FROM (
  SELECT o."id", CASE
    WHEN o."title" || o."body" ~ '[؀-ۿ]' THEN 'ar'
    WHEN u."locale" IN ('fr', 'en') THEN u."locale"
    ELSE 'en'
  END AS locale
  FROM "notifications" AS o JOIN "users" AS u ON u."id" = o."user_id"
  WHERE o."message_key" IS NULL
) AS w
WHERE n."id" = w."id";--> statement-breakpoint
-- Every new row is announced to the processes LISTENing on "notification_created", in the
-- inserting transaction (delivered on commit), whoever inserts it.
CREATE FUNCTION "notifications_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notification_created', json_build_object('id', NEW."id", 'user_id', NEW."user_id")::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_announce" AFTER INSERT ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "notifications_announce"();
