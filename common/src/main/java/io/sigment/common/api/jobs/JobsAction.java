package io.sigment.common.api.jobs;

import io.sigment.common.bus.ServiceAction;
import io.sigment.common.bus.ServiceAddress;
import java.util.Locale;

/** The actions of {@code sigment.jobs}: the tools that start and follow jobs, and the paid synchronous work. */
public enum JobsAction implements ServiceAction {
  ANALYZE_CREATORS,
  RUN_ANALYSIS,
  DISCOVER_CREATORS,
  OPTIMIZE_SELECTION,
  GET_JOB,
  WAIT_FOR_JOB;

  private final String wire = name().toLowerCase(Locale.ROOT);

  @Override
  public ServiceAddress service() {
    return ServiceAddress.JOBS;
  }

  @Override
  public String wire() {
    return wire;
  }
}
