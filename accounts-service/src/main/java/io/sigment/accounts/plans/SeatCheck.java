package io.sigment.accounts.plans;

import io.sigment.accounts.members.MembersStore;
import io.sigment.common.db.StoredTime;
import io.vertx.core.Future;
import java.time.Clock;
import java.util.Optional;

/**
 * Whether a plan still fits a workspace when it is applied: its people plus its open invitations against the plan's
 * seats, counted holding the workspace's row (the lock {@code invite_member} takes too), inside the caller's
 * transaction, so no invitation slips in between the count and the change.
 */
public final class SeatCheck {
    private final MembersStore members;
    private final Clock clock;

    public SeatCheck(MembersStore members, Clock clock) {
        this.members = members;
        this.clock = clock;
    }

    /**
     * Why {@code plan} does not fit the workspace (the owner's message); empty when it fits. A plan with no fewer
     * seats than the current one always fits: only a downgrade can leave someone without a seat.
     */
    <S extends io.sigment.common.db.Store<S>> Future<Optional<String>> misfit(S tx, String workspaceId, Plan plan) {
        var locked = tx.alongside(members);
        return locked.seats(workspaceId, true)
                .compose(seats -> plan.maxMembers() >= seats.maxMembers()
                        ? Future.succeededFuture(0)
                        : locked.seatsTaken(workspaceId, StoredTime.now(clock), null))
                .map(taken -> taken <= plan.maxMembers()
                        ? Optional.<String>empty()
                        : Optional.of("The change to the "
                                + plan.name() + " plan was refused and its payment refunded: " + plan.name()
                                + " allows "
                                + (plan.maxMembers() == 1 ? "only the owner" : "up to " + plan.maxMembers() + " people")
                                + " and the workspace had " + taken
                                + " people and open invitations when the payment arrived. Remove "
                                + "members or cancel invitations, then change the plan again."));
    }
}
