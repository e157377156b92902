CREATE INDEX "bookings_image_url_idx" ON "bookings" USING btree ("image_url");--> statement-breakpoint
CREATE INDEX "cars_photo_id_idx" ON "cars" USING btree ("photo_id");