ALTER TABLE `login_failures` ADD `client` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `login_failures_email_client_at_idx` ON `login_failures` (`email`,`client`,`failed_at`);