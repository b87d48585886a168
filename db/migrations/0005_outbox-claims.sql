ALTER TABLE `outbox` ADD `claimedBy` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `leaseUntil` text;