CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`messageId` integer NOT NULL,
	`recipients` text NOT NULL,
	`state` text DEFAULT 'waiting' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`nextAttemptAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`lastError` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sentAt` text,
	FOREIGN KEY (`messageId`) REFERENCES `contact_message`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `outbox_due_idx` ON `outbox` (`state`,`nextAttemptAt`);--> statement-breakpoint
CREATE INDEX `outbox_message_idx` ON `outbox` (`messageId`);--> statement-breakpoint
ALTER TABLE `contact_message` ADD `status` text DEFAULT 'Read' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `note` text;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `lang` text DEFAULT 'en' NOT NULL;