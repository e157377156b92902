-- The catalogue is searched, sorted and paged by the database, fast at 100,000 cars.
-- Search is `search_text LIKE lower('%text%')`: search_text is model, brand and location in
-- lower case, one per line (so a search never matches across two of them), kept by PostgreSQL
-- itself, and a trigram (pg_trgm) GIN index serves the substring match. Each sort has a btree
-- index ending in the id, the tie-breaker that keeps pages stable; a backward scan serves the
-- opposite direction. The extension is created by hand (Drizzle cannot express it); the rest is
-- drizzle-kit's output for src/database/schema.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
DROP INDEX "cars_created_at_idx";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("cars"."car_model" || E'\n' || "cars"."brand" || E'\n' || "cars"."location")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "cars_created_at_id_idx" ON "cars" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "cars_daily_rental_price_id_idx" ON "cars" USING btree ("daily_rental_price","id");--> statement-breakpoint
CREATE INDEX "cars_search_text_trgm_idx" ON "cars" USING gin ("search_text" gin_trgm_ops);
