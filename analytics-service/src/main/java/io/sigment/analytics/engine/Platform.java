package io.sigment.analytics.engine;

/** The platforms an analysis can cover; each has its own default cost per view. */
public enum Platform {
  INSTAGRAM, YOUTUBE, TIKTOK
}
