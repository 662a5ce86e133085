package io.sigment.analytics.engine;

/**
 * Economics of one post by every creator of the selection.
 *
 * @param totalCost sum of cost per post, USD
 * @param costPerEstimatedReachedPerson totalCost / estimated audience size
 * @param costPerCorePerson totalCost / estimated core audience size
 */
public record CampaignMetrics(double totalCost, double costPerEstimatedReachedPerson, double costPerCorePerson) {}
