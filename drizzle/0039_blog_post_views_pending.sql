CREATE UNLOGGED TABLE "blog_post_views_pending" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_post_views_pending_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_post_views_pending" ADD CONSTRAINT "blog_post_views_pending_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;