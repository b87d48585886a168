CREATE TABLE `backup_code` (
	`codeHash` text PRIMARY KEY NOT NULL,
	`userId` integer NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `backup_code_user_idx` ON `backup_code` (`userId`);--> statement-breakpoint
CREATE TABLE `password_reset` (
	`tokenHash` text PRIMARY KEY NOT NULL,
	`userId` integer NOT NULL,
	`createdAt` integer NOT NULL,
	`expiresAt` integer NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_reset_user_idx` ON `password_reset` (`userId`);--> statement-breakpoint
CREATE TABLE `pending_sign_in` (
	`id` text PRIMARY KEY NOT NULL,
	`secretHash` blob NOT NULL,
	`userId` integer NOT NULL,
	`expiresAt` integer NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`messageId` integer,
	`userId` integer,
	`recipients` text NOT NULL,
	`state` text DEFAULT 'waiting' NOT NULL,
	`claimedBy` text,
	`leaseUntil` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`nextAttemptAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`lastError` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sentAt` text,
	FOREIGN KEY (`messageId`) REFERENCES `contact_message`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`userId`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_outbox`("id", "kind", "messageId", "userId", "recipients", "state", "claimedBy", "leaseUntil", "attempts", "nextAttemptAt", "lastError", "createdAt", "sentAt") SELECT "id", "kind", "messageId", NULL, "recipients", "state", "claimedBy", "leaseUntil", "attempts", "nextAttemptAt", "lastError", "createdAt", "sentAt" FROM `outbox`;--> statement-breakpoint
DROP TABLE `outbox`;--> statement-breakpoint
ALTER TABLE `__new_outbox` RENAME TO `outbox`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `outbox_due_idx` ON `outbox` (`state`,`nextAttemptAt`);--> statement-breakpoint
CREATE INDEX `outbox_message_idx` ON `outbox` (`messageId`);--> statement-breakpoint
ALTER TABLE `session` ADD `userAgent` text;--> statement-breakpoint
ALTER TABLE `session` ADD `clientAddress` text;--> statement-breakpoint
ALTER TABLE `session` ADD `lastSeenAt` integer;--> statement-breakpoint
ALTER TABLE `user` ADD `twoFactorSecret` text;--> statement-breakpoint
ALTER TABLE `user` ADD `twoFactorEnabledAt` integer;--> statement-breakpoint
ALTER TABLE `user` ADD `twoFactorLastStep` integer;