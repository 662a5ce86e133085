package io.sigment.common.api.lists;

import static io.sigment.common.tools.Shape.array;
import static io.sigment.common.tools.Shape.oneOf;
import static io.sigment.common.tools.Shape.string;
import static io.sigment.common.tools.ToolSpec.tool;

import io.sigment.common.api.RecordShapes;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.tools.Param;
import io.sigment.common.tools.ToolKind;
import io.sigment.common.tools.ToolSpec;

/**
 * The tools lists answers, each described once (see {@link ToolSpec}): parameters with their limits, the
 * reply's shape, kind and hints. All tools, in catalog order: {@link io.sigment.common.api.ToolSpecs}.
 */
public final class ListsTools {
    private ListsTools() {}

    public static final ToolSpec<ListCreatorListsInput> LIST_CREATOR_LISTS = tool(
                    "list_creator_lists", "List creator lists", ServiceAddress.LISTS)
            .describedAs("The workspace's creator lists with their ids, names, platforms, descriptions and member "
                    + "counts. Free.")
            .params(Param.WORKSPACE_ID)
            .takes(ListCreatorListsInput.class)
            .answers(RecordShapes.of(CreatorListIndex.class))
            .kind(ToolKind.READ_ONLY, true, false);

    public static final ToolSpec<GetCreatorListInput> GET_CREATOR_LIST = tool(
                    "get_creator_list", "Get creator list", ServiceAddress.LISTS)
            .describedAs(
                    "One creator list with its name, platform, description and members (handles with when each was "
                            + "added). Free. Find list ids with list_creator_lists.")
            .params(Param.required("list_id", string().length(1, 100).describe("The list (see list_creator_lists).")))
            .takes(GetCreatorListInput.class)
            .answers(RecordShapes.of(CreatorListPage.class))
            .kind(ToolKind.READ_ONLY, true, false);

    public static final ToolSpec<CreateCreatorListInput> CREATE_CREATOR_LIST = tool(
                    "create_creator_list", "Create creator list", ServiceAddress.LISTS)
            .describedAs("Create an empty creator list for one platform (default instagram). Then fill it with "
                    + "add_to_creator_list or set_creator_list.")
            .params(
                    Param.required("name", string().length(1, 255).describe("Name of the list.")),
                    Param.optional(
                            "platform",
                            oneOf("instagram", "youtube", "tiktok")
                                    .defaultValue("instagram")
                                    .describe("Platform of the list's creators.")),
                    Param.optional("description", string().maxLength(2000).describe("What the list is for.")),
                    Param.WORKSPACE_ID)
            .takes(CreateCreatorListInput.class)
            .answers(RecordShapes.of(CreatorListPage.class))
            .kind(ToolKind.WRITE, false, false);

    public static final ToolSpec<AddToCreatorListInput> ADD_TO_CREATOR_LIST = tool(
                    "add_to_creator_list", "Add to creator list", ServiceAddress.LISTS)
            .describedAs("Add up to 100 creators (handles on the list's platform) to a list. Re-adding is a no-op; the "
                    + "result says which were added and which were already there.")
            .params(
                    Param.required("list_id", string().length(1, 100).describe("The list.")),
                    Param.required(
                            "usernames",
                            array(string().length(1, 100))
                                    .maxItems(100)
                                    .describe("Creator handles on the list's platform.")
                                    .minItems(1)))
            .takes(AddToCreatorListInput.class)
            .answers(RecordShapes.of(CreatorListAddition.class))
            .kind(ToolKind.WRITE, true, false);

    public static final ToolSpec<SetCreatorListInput> SET_CREATOR_LIST = tool(
                    "set_creator_list", "Set creator list", ServiceAddress.LISTS)
            .describedAs("Make a list hold exactly the given creators (up to 100): adds the missing ones, removes the "
                    + "rest, and optionally sets the description (e.g. the selection's core % and core reach). One "
                    + "atomic change; the result says what was added, removed and kept.")
            .params(
                    Param.required("list_id", string().length(1, 100).describe("The list.")),
                    Param.required(
                            "usernames",
                            array(string().length(1, 100))
                                    .maxItems(100)
                                    .describe("Every creator handle the list should hold.")
                                    .minItems(1)),
                    Param.optional("description", string().maxLength(2000).describe("New description of the list.")))
            .takes(SetCreatorListInput.class)
            .answers(RecordShapes.of(CreatorListSetting.class))
            .kind(ToolKind.WRITE, true, false);

    public static final ToolSpec<ShareCreatorListInput> SHARE_CREATOR_LIST = tool(
                    "share_creator_list", "Share creator list", ServiceAddress.LISTS)
            .describedAs("A public, live, view-only link to a creator list (it always shows the list as it is now). "
                    + "Returns the existing active link if there is one. Share only when the user asked for a link.")
            .params(Param.required("list_id", string().length(1, 100).describe("The list to share.")))
            .takes(ShareCreatorListInput.class)
            .answers(RecordShapes.of(ListShareLink.class))
            .kind(ToolKind.ASKS_BEFORE_RUNNING, true, true);

    public static final ToolSpec<RevokeShareLinkInput> REVOKE_SHARE_LINK = tool(
                    "revoke_share_link", "Revoke share link", ServiceAddress.LISTS)
            .describedAs("Turn off public links: pass link_id for one link (e.g. an analysis link), or list_id for "
                    + "every public link of that list. Holders of the URL lose access.")
            .params(
                    Param.optional("link_id", string().length(1, 100).describe("One share link to turn off.")),
                    Param.optional(
                            "list_id", string().length(1, 100).describe("A list whose public links to turn off.")))
            .takes(RevokeShareLinkInput.class)
            .answers(RecordShapes.anyOf(ShareLinkRevocation.class))
            .kind(ToolKind.ASKS_BEFORE_RUNNING, true, false);
}
