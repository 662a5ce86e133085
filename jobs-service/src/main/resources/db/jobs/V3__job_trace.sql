-- The W3C traceparent of the call that started the job: its run (on any replica, resumed or not) logs and calls
-- other services in that trace.
ALTER TABLE jobs ADD COLUMN traceparent text;
