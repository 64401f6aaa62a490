DROP INDEX `cattle_user_type_idx`;--> statement-breakpoint
CREATE INDEX `cattle_user_type_status_idx` ON `cattle` (`user_id`,`type`,`status`);--> statement-breakpoint
CREATE INDEX `cattle_user_heat_return_idx` ON `cattle` (`user_id`,`heat_return_date`);--> statement-breakpoint
CREATE INDEX `cattle_user_breeding_idx` ON `cattle` (`user_id`,`breeding_date`,`status`,`actual_calving_date`);