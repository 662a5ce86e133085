package io.sigment.common.api.accounts;

import io.sigment.common.bus.ServiceAction;
import io.sigment.common.bus.ServiceAddress;
import java.util.Locale;

/** The actions of {@code sigment.accounts}: tools, the money path (holds), OAuth, sign-in and app pages. */
public enum AccountsAction implements ServiceAction {
    OAUTH_REGISTER,
    OAUTH_CLIENT,
    OAUTH_ISSUE_CODE,
    OAUTH_TOKEN,
    OAUTH_REVOKE,
    VERIFY_OAUTH_TOKEN,
    VERIFY_EXTERNAL_TOKEN,
    CREATE_WORKSPACE,
    LIST_PLANS,
    PRICE_LIST,
    CHANGE_PLAN,
    RENAME_WORKSPACE,
    LIST_MEMBERS,
    INVITE_MEMBER,
    CANCEL_INVITATION,
    REMOVE_MEMBER,
    LEAVE_WORKSPACE,
    SHOW_INVITATION,
    ACCEPT_INVITATION,
    SIGN_UP_INVITED,
    REQUEST_SIGN_UP,
    CONFIRM_SIGN_UP,
    LIST_AGENTS,
    APPROVE_AGENT,
    REVOKE_AGENT,
    SIGN_IN,
    APP_SESSION,
    SIGN_OUT,
    REQUEST_PASSWORD_RESET,
    SHOW_SIGN_IN_LINK,
    RESET_PASSWORD,
    UNLOCK_SIGN_IN,
    SHOW_EMAIL_ADDRESS,
    RESEND_VERIFICATION,
    CHANGE_EMAIL,
    CANCEL_EMAIL_CHANGE,
    SHOW_EMAIL_LINK,
    CONFIRM_EMAIL,
    VERIFY_API_KEY,
    CREATE_API_KEY,
    LIST_API_KEYS,
    REVOKE_API_KEY,
    SET_MEMBERS_CREATE_KEYS,
    AUTHORIZE,
    CAPTURE,
    RELEASE,
    REFUND,
    LIST_OPEN_HOLDS,
    GET_ACCOUNT,
    QUOTE_COST,
    GET_CREDIT_HISTORY,
    GET_TOPUP_LINK,
    STRIPE_WEBHOOK,
    SANDBOX_CHECKOUT,
    COMPLETE_SANDBOX_CHECKOUT;

    private final String wire = name().toLowerCase(Locale.ROOT);

    @Override
    public ServiceAddress service() {
        return ServiceAddress.ACCOUNTS;
    }

    @Override
    public String wire() {
        return wire;
    }
}
