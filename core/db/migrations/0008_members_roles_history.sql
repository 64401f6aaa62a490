CREATE TABLE `farm_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`code_hash` text NOT NULL,
	`invited_by` text,
	`expires_at` text NOT NULL,
	`used_at` text,
	`withdrawn_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `farm_invitations_code_unique` ON `farm_invitations` (`code_hash`);--> statement-breakpoint
CREATE INDEX `farm_invitations_user_idx` ON `farm_invitations` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`at` text NOT NULL,
	`by_id` text,
	`by_name` text,
	`action` text NOT NULL,
	`record_kind` text NOT NULL,
	`record_id` text NOT NULL,
	`record_label` text NOT NULL,
	`changes` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `history_user_idx` ON `history` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `history_record_idx` ON `history` (`user_id`,`record_id`,`id`);--> statement-breakpoint
CREATE INDEX `history_member_idx` ON `history` (`user_id`,`by_id`,`id`);--> statement-breakpoint
ALTER TABLE `users` ADD `farm_id` text REFERENCES users(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `users` ADD `role` text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
CREATE INDEX `users_farm_idx` ON `users` (`farm_id`);--> statement-breakpoint
ALTER TABLE `cattle` ADD `created_by` text;--> statement-breakpoint
ALTER TABLE `cattle` ADD `updated_by` text;--> statement-breakpoint
ALTER TABLE `activities` ADD `created_by` text;--> statement-breakpoint
ALTER TABLE `activities` ADD `updated_by` text;--> statement-breakpoint
ALTER TABLE `pastures` ADD `created_by` text;--> statement-breakpoint
ALTER TABLE `pastures` ADD `updated_by` text;--> statement-breakpoint
ALTER TABLE `storage_tanks` ADD `created_by` text;--> statement-breakpoint
ALTER TABLE `storage_tanks` ADD `updated_by` text;--> statement-breakpoint
ALTER TABLE `embryos` ADD `created_by` text;--> statement-breakpoint
ALTER TABLE `embryos` ADD `updated_by` text;--> statement-breakpoint
ALTER TABLE `semen_canes` ADD `created_by` text;--> statement-breakpoint
ALTER TABLE `semen_canes` ADD `updated_by` text;--> statement-breakpoint
ALTER TABLE `semen_straws` ADD `created_by` text;--> statement-breakpoint
ALTER TABLE `semen_straws` ADD `updated_by` text;--> statement-breakpoint
ALTER TABLE `semen_tanks` ADD `created_by` text;--> statement-breakpoint
ALTER TABLE `semen_tanks` ADD `updated_by` text;--> statement-breakpoint
ALTER TABLE `forage` ADD `created_by` text;--> statement-breakpoint
ALTER TABLE `forage` ADD `updated_by` text;--> statement-breakpoint
-- Every account from before members is its farm's owner.
UPDATE `users` SET `farm_id` = `id` WHERE `farm_id` IS NULL;
--> statement-breakpoint
-- An account made without a farm (a sign-up) owns its own: its farm is itself.
CREATE TRIGGER `users_own_farm` AFTER INSERT ON `users` FOR EACH ROW WHEN NEW.`farm_id` IS NULL
BEGIN UPDATE `users` SET `farm_id` = NEW.`id` WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
-- History is append-only: no entry is ever changed, and none is deleted while its farm exists.
CREATE TRIGGER `history_no_update` BEFORE UPDATE ON `history` FOR EACH ROW
BEGIN SELECT RAISE(ABORT, 'farm-hand: history is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `history_no_delete` BEFORE DELETE ON `history` FOR EACH ROW WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`)
BEGIN SELECT RAISE(ABORT, 'farm-hand: history is append-only'); END;
