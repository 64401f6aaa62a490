CREATE INDEX `cattle_user_tag_lookalike_idx` ON `cattle` (`user_id`) WHERE "cattle"."tag" GLOB '*[^ -~]*';--> statement-breakpoint
CREATE INDEX `cattle_user_name_lookalike_idx` ON `cattle` (`user_id`) WHERE "cattle"."name" GLOB '*[^ -~]*';--> statement-breakpoint
CREATE INDEX `pastures_user_name_lookalike_idx` ON `pastures` (`user_id`) WHERE "pastures"."name" GLOB '*[^ -~]*';