CREATE TABLE `login_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`failed_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_failures_email_at_idx` ON `login_failures` (`email`,`failed_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_hash_unique` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`farm_name` text NOT NULL,
	`owner_name` text,
	`location` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `cattle` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`tag` text,
	`name` text,
	`type` text NOT NULL,
	`gender` text,
	`breed` text,
	`breed_composition` text,
	`registration_number` text,
	`pasture` text DEFAULT 'Imported' NOT NULL,
	`birth_date` text,
	`cow_tag` text,
	`sire_tag` text,
	`status` text DEFAULT 'active' NOT NULL,
	`weight` integer,
	`birth_weight` integer,
	`breeding_date` text,
	`breeding_method` text,
	`breeding_sire` text,
	`straws_used` integer,
	`came_back_in_heat` integer DEFAULT false NOT NULL,
	`heat_return_date` text,
	`heat_return_count` integer DEFAULT 0 NOT NULL,
	`cow_type` text,
	`expected_calving_date` text,
	`actual_calving_date` text,
	`wean_date` text,
	`wean_weight` integer,
	`disposition` text,
	`disposition_date` text,
	`sale_price` integer,
	`buyer` text,
	`buyer_contact` text,
	`sale_location` text,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cattle_user_tag_unique` ON `cattle` (`user_id`,`tag`);--> statement-breakpoint
CREATE INDEX `cattle_user_status_idx` ON `cattle` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `cattle_user_type_idx` ON `cattle` (`user_id`,`type`);--> statement-breakpoint
CREATE INDEX `cattle_user_calving_idx` ON `cattle` (`user_id`,`expected_calving_date`);--> statement-breakpoint
CREATE INDEX `cattle_user_updated_idx` ON `cattle` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `activities` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`cattle_tag` text NOT NULL,
	`date` text NOT NULL,
	`pasture` text,
	`breeding_method` text,
	`breeding_sire` text,
	`straws_used` integer,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `activities_user_date_idx` ON `activities` (`user_id`,`date`);--> statement-breakpoint
CREATE INDEX `activities_user_tag_idx` ON `activities` (`user_id`,`cattle_tag`);--> statement-breakpoint
CREATE TABLE `pastures` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`capacity` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pastures_user_name_unique` ON `pastures` (`user_id`,`name`);--> statement-breakpoint
CREATE TABLE `storage_tanks` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`type` text DEFAULT 'liquid_nitrogen' NOT NULL,
	`capacity` integer,
	`location` text,
	`temperature` text,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `storage_tanks_user_idx` ON `storage_tanks` (`user_id`);--> statement-breakpoint
CREATE TABLE `embryos` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`storage_tank_id` text,
	`donor_dam` text NOT NULL,
	`sire` text NOT NULL,
	`breed` text NOT NULL,
	`embryo_grade` text,
	`embryo_stage` text,
	`total_embryos` integer DEFAULT 0 NOT NULL,
	`remaining_embryos` integer DEFAULT 0 NOT NULL,
	`price_per_embryo` integer,
	`supplier` text,
	`collection_date` text,
	`freeze_date` text,
	`expiration_date` text,
	`storage_location` text,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`storage_tank_id`) REFERENCES `storage_tanks`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `embryos_user_idx` ON `embryos` (`user_id`);--> statement-breakpoint
CREATE TABLE `semen_canes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`tank_id` text NOT NULL,
	`cane_number` text NOT NULL,
	`label` text,
	`capacity` integer DEFAULT 15 NOT NULL,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tank_id`) REFERENCES `semen_tanks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `semen_canes_user_idx` ON `semen_canes` (`user_id`);--> statement-breakpoint
CREATE INDEX `semen_canes_tank_idx` ON `semen_canes` (`tank_id`);--> statement-breakpoint
CREATE TABLE `semen_straws` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`cane_id` text NOT NULL,
	`bull_name` text NOT NULL,
	`registration_number` text,
	`breed` text NOT NULL,
	`collection` text,
	`total_straws` integer DEFAULT 0 NOT NULL,
	`remaining_straws` integer DEFAULT 0 NOT NULL,
	`price_per_straw` integer,
	`supplier` text,
	`purchase_date` text,
	`expiration_date` text,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cane_id`) REFERENCES `semen_canes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `semen_straws_user_idx` ON `semen_straws` (`user_id`);--> statement-breakpoint
CREATE INDEX `semen_straws_cane_idx` ON `semen_straws` (`cane_id`);--> statement-breakpoint
CREATE TABLE `semen_tanks` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`storage_tank_id` text,
	`name` text NOT NULL,
	`description` text,
	`tank_type` text DEFAULT 'liquid_nitrogen' NOT NULL,
	`capacity` integer DEFAULT 6 NOT NULL,
	`location` text,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`storage_tank_id`) REFERENCES `storage_tanks`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `semen_tanks_user_idx` ON `semen_tanks` (`user_id`);--> statement-breakpoint
CREATE TABLE `forage` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`variety` text,
	`quality` text,
	`harvest_date` text,
	`source` text,
	`supplier` text,
	`location` text NOT NULL,
	`total_bales` integer DEFAULT 0 NOT NULL,
	`remaining_bales` integer DEFAULT 0 NOT NULL,
	`weight_per_bale` integer,
	`moisture_content` integer,
	`price_per_bale` integer,
	`total_cost` integer,
	`test_results` text,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `forage_user_idx` ON `forage` (`user_id`);