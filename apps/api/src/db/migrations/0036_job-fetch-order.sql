-- Hand-written: an index in the order pg-boss fetches a queue's next job (priority, then oldest first), so a worker
-- reads the first due job instead of sorting every waiting one. pg-boss 10's own index on (name, start_after) finds
-- the due jobs but not their order: with 12,000 receipts waiting (a campaign while mail was down) each fetch sorted
-- all of them, 18 ms of the database's time per job, and one worker sent 44-47 receipts a second; with this index a
-- fetch takes 0.05 ms and the same worker sends 72-73 (the builds in turns on the same data).
-- On the partitioned table, so every queue's partition has it, those made later by create_queue too. A pg-boss
-- upgrade that rebuilds the job table must keep it (see 0012's note on upgrades).
CREATE INDEX job_fetch_order ON pgboss.job (name, priority DESC, created_on, id) INCLUDE (start_after)
  WHERE state < 'active';
