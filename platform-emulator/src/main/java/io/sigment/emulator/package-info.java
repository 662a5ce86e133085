/** Offline stand-in for the social platforms' HTTP APIs over a deterministic synthetic world. */
package io.sigment.emulator;
