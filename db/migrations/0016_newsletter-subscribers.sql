CREATE TABLE `newsletter_token` (
	`tokenHash` text PRIMARY KEY NOT NULL,
	`subscriberId` integer NOT NULL,
	`purpose` text NOT NULL,
	`newsletterId` integer,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expiresAt` text,
	FOREIGN KEY (`subscriberId`) REFERENCES `subscribe_email`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `newsletter_token_subscriber_idx` ON `newsletter_token` (`subscriberId`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `subscriberId` integer REFERENCES subscribe_email(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `subscribe_email` ADD `lang` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `subscribe_email` ADD `status` text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE `subscribe_email` ADD `confirmedAt` text;--> statement-breakpoint
ALTER TABLE `subscribe_email` ADD `unsubscribedAt` text;--> statement-breakpoint
ALTER TABLE `subscribe_email` ADD `confirmationSentAt` text;--> statement-breakpoint
ALTER TABLE `subscribe_email` ADD `unsubscribedFrom` integer;--> statement-breakpoint
CREATE INDEX `subscribe_email_status_idx` ON `subscribe_email` (`status`,`lang`);--> statement-breakpoint
-- The subscribers of before double opt-in were taken as confirmed when they subscribed.
UPDATE `subscribe_email` SET `confirmedAt` = `createdAt` WHERE `confirmedAt` IS NULL;
