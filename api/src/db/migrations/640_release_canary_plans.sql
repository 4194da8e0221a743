-- ADR 0034: a canary may follow a plan of steps (e.g. 10 -> 50 -> 100 %) that the
-- canary watch widens by itself. The plan lives on the running canary's row; a manual canary has
-- none (steps NULL). Pause and resume are history actions; a step taken by the system is a
-- 'canary' row (its percent) by 'system (canary watch)'.
ALTER TABLE release_canaries
  ADD COLUMN steps smallint[] CHECK (steps IS NULL OR (cardinality(steps) BETWEEN 2 AND 10 AND steps[cardinality(steps)] = 100)),
  -- Index (0-based) into steps of the share the canary has now.
  ADD COLUMN step smallint,
  -- When the current step began (or the plan was resumed): its loads and minutes count from here.
  ADD COLUMN step_since timestamptz,
  ADD COLUMN step_min_loads integer CHECK (step_min_loads IS NULL OR step_min_loads >= 1),
  ADD COLUMN step_minutes integer CHECK (step_minutes IS NULL OR step_minutes >= 0),
  ADD COLUMN paused_at timestamptz,
  ADD CONSTRAINT release_canaries_plan_whole CHECK (
    (steps IS NULL AND step IS NULL AND step_since IS NULL AND step_min_loads IS NULL AND step_minutes IS NULL AND paused_at IS NULL)
    OR (steps IS NOT NULL AND step IS NOT NULL AND step_since IS NOT NULL AND step_min_loads IS NOT NULL AND step_minutes IS NOT NULL)
  );

ALTER TABLE release_history DROP CONSTRAINT IF EXISTS release_history_action_check;
ALTER TABLE release_history ADD CONSTRAINT release_history_action_check
  CHECK (action IN ('publish', 'promote', 'rollback', 'canary', 'canary-abort', 'canary-pause', 'canary-resume'));
-- The plan a canary was started (or re-planned) with.
ALTER TABLE release_history ADD COLUMN steps smallint[];
