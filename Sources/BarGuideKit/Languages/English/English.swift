// English: the base-form verb at a sentence's start (after a leading adverbial clause) as its
// morphology hook; Latin letters are its signature, and the registry's fallback.

enum English: LanguageModule {
    static let family = "en"
    static let langs: [Lang] = [.en]

    static let profile = LanguageProfile(
        name: family,
        editorial: Cue(.start, [// the end of the file marked in words
                                "end of file", "end of document", "end of the document",
                                "in the next chapter",
                                // course material around the lecture: a question put to the class, the homework
                                "homework:", "homework for", "homework assignment", "exercise 1", "exercise 2", "exercise 3", "exercise 4", "exercise 5", "exercise 6", "exercise 7", "exercise 8", "exercise 9", "further reading", "what to read next", "question for the class", "questions for the class",
                                "question for the audience", "questions for discussion", "discussion question", "the next chapter ", "in the previous chapter", "the previous chapter ", "revision ", "revised ", "changelog", "change log", "changes in this", "last updated", "updated on",
                                "updated in", "this document ", "this page ", "this part specifies", "this specification ", "this standard ", "these notes were", "these notes are", "my notes from", "translator's note", "translator’s note", "from the translator",
                                "tn:", "t/n:", "translator:", "translation note", "translated by", "translation:", "from the translators", "in the original",
                                // a copyright notice
                                "copyright", "©", "all rights reserved",
                                // a translator speaking of the translation or its original
                                "this is a translation", "this is translation", "this is the translation", "in the russian original",
                                "in the chinese original", "in the japanese original", "in the german original", "in the french original",
                                "in the spanish original", "in the english original",
                                "transl.:", "[transl.", "(transl.:", "original:",
                                // a note the author left for later
                                "todo:", "todo (", "todo(", "tbd:", "fixme:",
                                "this chapter ", "in this chapter",
                                "about this guide", "about these notes", "this report ", "this review ", "this checklist ",
                                "last reviewed", "reviewed by", "written by", "last edited", "edited by",
                                // a wiki page's greeting to its reader
                                "welcome to", "author:", "authors:", "maintained by",
                                // a tracker's ticket fields (an exported issue)
                                "type:", "priority:", "assignee:", "agenda:", "attendees:", "present:", "absent:", "reporter:", "sprint:", "labels:", "fix version:", "epic:",
                                "upd:", "update:", "p.s.", "rev. ", "owner:", "owners:", "document owner", "version:", "status:", "page status",
                                "open questions", "open issues", "changes to this page", "changes to this document",
                                // a proposal's sections about itself: why, what else was weighed, when
                                "motivation", "alternatives considered", "considered alternatives", "rollout plan",
                                // who wrote it, how to read it, what replaced it
                                "feedback by", "notes by", "compiled by", "prepared by", "how to read this", "how to read these",
                                "superseded by", "this record ", "this entry ",
                                // an incident review's account of the incident itself
                                "timeline", "impact", "what went well", "what went badly", "what went wrong", "action items",
                                // how a review or a study was done
                                "methodology", "scope and method", "how we tested"],
                       triggers: ["End of file.", "End of document. Last edited in March.", "Further reading: the platform's own design resources.", "This part specifies how the app uses the system bars.", "This specification replaces the 2022 bar guide.", "Homework: redesign the toolbar of the sample app.", "Question for the class: which tab do you open most?",
                                  "Questions for discussion: does every search need a scope bar?", "In the next chapter we leave the bars for the content below them.", "The previous chapter covered icons; this one is about bars.", "Priority: High", "Assignee: Dana Kowalski", "Agenda: tab bar cleanup · toolbar icons",
                                  "Attendees: Priya (design), Tom (iOS)", "TN: the original calls it the back key; I keep back button.",
                                  "Translation note: the Japanese labels are kept in the table.", "Translated by the Lisbon studio, spring 2024.", "In the original, the button is called Fertig.",
                                  "This chapter replaces the two older ones on bars.", "In this chapter, figures show the iOS 7 look.", "From the translators", "Translation: Kenji Sato.", "© 2024 Acme Mobile. All rights reserved.", "Copyright 2023 the design team; shared under CC BY 4.0.", "These notes are unofficial; any mistakes are mine.", "My notes from the bars workshop, cleaned up.", "Revision 4, March: added the scope bar section.", "These notes were compiled by the QA team.",
                                  "This report lists what the April build still gets wrong.", "This checklist is run before every release.",
                                  "This review covers only the tab bar and the toolbar.",
                                  "Last reviewed by the design team in March.", "Last edited by Noor Haddad, May 3, 2025",
                                  "Welcome to the mobile team's guide to bars!", "Author: the platform team.",
                                  "UPD: the Done button moved to the right.", "P.S. Thanks to everyone who sent fixes.",
                                  "Last updated in May: new examples for search fields.", "Rev. 3 -- 2 May 2025 -- design team",
                                  "Owner: platform design · Last reviewed: June", "Version: 2.1, kept by the iOS guild.",
                                  "Motivation", "4. Alternatives considered", "Rollout plan: settings first, then the rest.",
                                  "Feedback by Mara, design lead.", "How to read this: each number matches a marker on the screenshot.",
                                  "Superseded by ADR-012; kept for history.", "This record is kept for history.",
                                  "Timeline (UTC, 12 March)", "What went badly", "Action items", "Methodology"],
                       nonTriggers: ["Update the badge as soon as the count changes.", "This page's toolbar holds two buttons."]),
        translatorNote: Cue(.start, ["exercise 1", "exercise 2", "exercise 3", "exercise 4", "exercise 5", "exercise 6", "exercise 7", "exercise 8", "exercise 9", "question for the class", "questions for the class", "question for the audience",
                                     "questions for discussion", "discussion question", "tn:", "t/n:", "[tn:", "(tn:", "translator's note", "translator’s note", "[translator's note",
                                     "translation note", "note from the translator", "transl.:", "[transl.:", "[transl.", "(transl.:", "original:",
                                     "translator:", "[translator:", "(translator:"],
                            triggers: ["TN: the original calls it the back key.", "[TN: kept in English, as on the device.]",
                                       "[Translator: the source text gives the Dutch term only once.]", "Translator: the labels are those of a German iPhone.",
                                       "Translator's note: the German label is Fertig.", "[Transl.: the figures are left out of the translation.]",
                                       "Question for the class: what would you put in this toolbar?", "Exercise 3: redesign the toolbar of the Mail app.", "Discussion question: does this screen need a Search tab?"],
                            nonTriggers: ["Tinted bars need contrast.", "Note: the toolbar hides in landscape."]),
        dont: Cue(.anywhere, ["should not", "shouldn't", "shouldn’t", "in no case", "we never ", "we don't ", "we don’t ", "we do not ", ", never for ", ", never as ", "; never ", "; don't ", "; don’t ", "; do not ", "doesn't belong", "doesn’t belong", "does not belong",
                              "don't belong", "don’t belong", "do not belong", "must not", "mustn't", "mustn’t", "must never",
                              // a standard's prohibition ("The status bar shall not be hidden")
                              "shall not", "shan't", "shan’t", "shall never",
                              "is not to be", "are not to be",
                              "should never", "may never", "is not allowed", "are not allowed", "never be", "under no circumstances",
                              "is prohibited", "are prohibited", "is forbidden", "are forbidden", "is not permitted", "are not permitted",
                              // a Chinese team's English (禁止…): "Forbid to hide the status bar", "It is forbidden to …"
                              "forbid to ", "forbidden to ",
                              // a Japanese team's English (…はお控えください): "Please refrain from …"
                              "refrain from"],
                  triggers: ["The status bar shall not be hidden on the checkout pages.", "System tab items shall never be renamed.", "It is prohibited to draw your own status bar.", "Breadcrumbs are not permitted in the navigation bar.", "You should not use a tab bar for actions.", "Apps must not change the height of the tab bar.",
                             "A toolbar shouldn't hold more than five items.", "The title must never wrap to two lines.",
                             "Under no circumstances should a tab open a web page.", "The large title is not to be used on pushed screens.",
                             "Tabs are not to be used for actions.", "A Share button doesn't belong in the tab bar.", "Filters do not belong in the navigation bar.",
                             "Tabs move people between sections; never wire a tab to an action.", "We never draw a fake status bar.", "We don't tint the tab bar per section.",
                             "Tabs are for navigation, never for actions.", "Use the system chevron, never as a decoration.", "Titles can wrap on iPad; don't let them wrap on a phone.",
                             "Forbid to use a tab as a button that opens a sheet.", "In the player it is forbidden to tint the status bar.", "Scope bars are forbidden to appear without a search field.",
                             "Please refrain from renaming the system Cancel button.", "Designers must refrain from adding a sixth tab."],
                  nonTriggers: ["Donate buttons are rare.", "Do use a toolbar here.", "The bar should stay visible.",
                                "Users must tap Done to finish."]),
        dontStart: Cue(.start, ["don't", "don’t", "do not", "never"],
                       triggers: ["Don't remove a tab when it is unavailable.", "Never hide the status bar permanently."],
                       nonTriggers: ["Donations don't show here.", "Users never see this label."]),
        encouragement: Cue(.anywhere, ["don't hesitate", "don’t hesitate", "do not hesitate", "never hesitate",
                                       "don't be afraid", "don’t be afraid", "do not be afraid", "never be afraid",
                                       "don't forget", "don’t forget", "do not forget", "never forget", "feel free to"],
                           triggers: ["Don't hesitate to use system icons.", "Never be afraid to give a tab a badge.",
                                      "Don't forget to label every button."],
                           nonTriggers: ["Don't hide the status bar.", "People hesitate when a label is vague."]),
        avoid: Cue(.anywhere, ["try not to", "resist the urge", "resist the temptation", "we discourage", "we strongly discourage",
                               "is discouraged", "are discouraged", "best to avoid", "best not to", "best avoided", "should be avoided", "must be avoided",
                               "is to be avoided", "are to be avoided", "better avoided", "a thing to avoid", "something to avoid",
                               "better not to", "it is better not",
                               // a formal advice against: "It is not recommended to hide …"
                               "is not recommended", "are not recommended", "not advisable", "is not advised", "are not advised",
                               "not a good idea",
                               "isn't a good idea", "isn’t a good idea", "rarely a good idea", "we don't recommend",
                               "we do not recommend", "advise against", "recommend against", "generally shouldn't", "generally should not", "should generally not",
                               "should avoid", "must avoid", "try to avoid", "generally avoid",
                               // a formal requirement to avoid, and a formal undesirability: "It is necessary to
                               // avoid …", "It is undesirable to mix …"
                               "necessary to avoid", "important to avoid", "required to avoid", "is undesirable", "are undesirable",
                               "not recommendable",
                               "it's undesirable", "it’s undesirable",
                               "rather you didn't", "rather you did not", "rather you didn’t", "we'd rather not", "we’d rather not",
                               // first-person advice against: "I'd avoid …", "I wouldn't hide it"
                               "i'd avoid", "i’d avoid", "i would avoid", "we'd avoid", "we’d avoid", "we would avoid",
                               "i wouldn't", "i wouldn’t", "i would not", "we wouldn't", "we wouldn’t", "we would not",
                               // a prohibition softened: "Generally, don't …", "As a rule, don't …"
                               "generally, don't", "generally don't", "generally, do not", "generally do not",
                               "generally, don’t", "generally don’t", "as a rule, don't", "as a rule, don’t", "as a rule, do not",
                               // a Chinese team's English (不建议…): "It is not suggested to put …"
                               "is not suggested", "are not suggested", "it's not suggested", "it’s not suggested", "we don't suggest",
                               "we don’t suggest", "we do not suggest"],
                   triggers: ["It's best to avoid changing the color.", "It's not a good idea to hide the tab bar.",
                              "It is not advised to put more than five items in the toolbar.",
                              "Generally, don't give two screens of one stack different bar colours.",
                              "As a rule, don't hide the tab bar on pushed screens.",
                              "Please try not to crowd the toolbar.", "We don't recommend a custom back button.",
                              "Apps should avoid a custom status bar.", "On a phone, a sixth tab is best avoided.",
                              "Custom back buttons? It is usually best not to.", "Resist the urge to add a sixth tab.", "Resist the temptation to tint the status bar.",
                              "We discourage custom bar heights.", "A second row of tabs is discouraged on phones.", "Long segment titles should be avoided.", "A second row of tabs is to be avoided.",
                              "Custom back arrows are to be avoided in forms.", "Long segment titles are better avoided.",
                              "A second toolbar row is a thing to avoid.", "Tinting the status bar is something to avoid on photos.",
                              "It is better not to mix text and icon buttons.", "Better not to hide the tab bar on lists.",
                              "It is not recommended to tint the status bar.", "Custom back arrows are not advisable.",
                              "We advise against a second toolbar.",
                              "We'd rather you didn't tint the status bar.", "I'd rather you did not rename the More tab.",
                              "We'd rather not see a custom back arrow.", "I'd avoid a second row of tabs.",
                              "Generally I wouldn't hide the status bar on a list.", "For a settings screen we would avoid a large title.",
                              "It is necessary to avoid more than two buttons on a side.", "It is undesirable to tint the status bar.",
                              "Long tab titles are undesirable on a phone.",
                              "It is not suggested to show more than four scopes.", "Large titles are not suggested on pushed pages.",
                              "We don't suggest a custom back arrow."],
                   nonTriggers: ["Use icons to avoid crowding a toolbar.", "Try the bar in both orientations.",
                                 "The best tab bars are simple.", "Crowding can be avoided with icons."]),
        avoidStart: Cue(.start, ["avoid",
                                 // advice put as what nobody has to do: "No need to draw a fake status bar"
                                 "no need to"],
                        triggers: ["Avoid crowding a toolbar.", "Avoid long titles in a navigation bar.",
                                   "No need to show the scope bar before people start a search.", "No need to add a title to every toolbar button."],
                        nonTriggers: ["Use icons to avoid crowding a toolbar.", "Avoidance of clutter matters.",
                                      "Tapping the status bar scrolls to the top, so there is no need to add a button."]),
        thinkTwice: Cue(.anywhere, ["think twice"], triggers: ["Think twice before hiding the tab bar.", "A custom back button? Think twice about it."],
                        nonTriggers: ["Think about the user first.", "Tap twice to zoom."]),
        softener: Cue(.start, ["in general,", "in general ", "generally,", "generally ", "as a rule,", "as a rule ", "usually,",
                               "typically,", "in most cases,", "for the most part,"],
                      triggers: ["In general, a search bar doesn't belong in a toolbar.", "As a rule, tabs should not be hidden.",
                                 "Usually, a toolbar must not scroll away in an editor.", "In most cases, never tint the status bar."],
                      nonTriggers: ["Never tint the status bar in general.", "Tabs usually hold a title."]),
        consider: Cue(.start, ["consider "], triggers: ["Consider badging a tab.", "Consider a scope bar when results fall into clear groups."], nonTriggers: ["Considering the space, use icons."]),
        hedge: Cue(.anywhere, [
                               // a permission: "Feel free to tint the bars …"
                               "feel free to",
                               "can be useful", "can be helpful", "is often useful", "it's useful to", "it is useful to",
                               "it can help to", "it may help to", "if needed", "if necessary", "you might want",
                               "you may want", "might want to", "may want to", "might be worth", "may be worth", "can be worth",
                               "may be considered", "could be considered", "can be placed", "can consider", "could consider",
                               "is allowed to", "are allowed to", "is permitted to", "are permitted to", "it is permitted", "it's permitted",
                               // a formal permission: "It is admissible to hide the status bar …", "A badge is permissible"
                               "is admissible", "are admissible", "it's admissible", "it’s admissible", "is permissible", "are permissible",
                               "it's permissible", "it’s permissible",
                               // an encouragement to leave something out grants a permission
                               "afraid to leave", "hesitate to leave",
                               "could be worth", "worth considering", "it's fine to", "it’s fine to", "it is fine to",
                               "it's okay to", "it’s okay to", "it is okay to", "it's ok to", "it’s ok to", "it is ok to", "it is acceptable to", "it's acceptable to",
                               "is a good idea", "can be a good idea", "may be shown", "may be used", "may be added", "may be placed", "could be offered", "could be shown", "could be added", "can work when", "can work if", "may find it useful", "might find it useful", "may find it helpful", "might find it helpful", "could work when", "could work if",
                               "may work when", "might work when", "perfectly ok", "perfectly okay", "perfectly fine",
                               "could be placed", "could be used", "might be offered", "might be shown", "might be added",
                               "may be hidden", "may also be",
                               // a permission with its condition: "hiding it is okay as long as a tap brings it back"
                               "is okay as long as", "is ok as long as", "is fine as long as", "is acceptable as long as",
                               "can be a useful", "can be a helpful", "could be useful", "might be useful", "may be useful",
                               "may be helpful", "might be helpful", "could be helpful",
                               // "Text labels are OK when no symbol fits", "a segmented control can be a good fit"
                               "are ok when", "is ok when", "are okay when", "is okay when", "are fine when", "is fine when",
                               "can be a good fit", "can be handy", "could be a good fit", "is acceptable in", "are acceptable in",
                               // a choice left to the reader: "Large titles are optional", "you are encouraged to add …"
                               "is optional", "are optional", "are encouraged to", "is encouraged to", "you're encouraged to",
                               "you’re encouraged to",
                               // a better way that may fit: "it can be better to offer filters …"
                               "can be better to", "may be better to", "might be better to", "could be better to",
                               // a second choice that will do: "a Search button is a reasonable fallback"
                               "reasonable fallback", "good fallback", "fine fallback", "acceptable fallback", "reasonable alternative",
                               "good alternative", "fine alternative", "acceptable alternative"],
                   triggers: ["It is OK to hide the status bar while a video plays.", "In a game it is permitted to hide the status bar.",
                              "Text buttons are permitted to replace icons when no symbol fits.",
                              "Where space is short, a Search button in the navigation bar is a reasonable fallback.",
                              "Text labels are a good alternative when no symbol is clear.",
                              "A plain segmented control makes an acceptable fallback for two scopes.",
                              "In a search, it can be useful to display a scope bar.", "If needed, put a Refresh button in the toolbar.",
                              "It can help to show a badge on the tab.", "Designers may want to test a darker toolbar.",
                              "A scope bar might be worth adding later.", "It's fine to leave the toolbar out of a settings screen.",
                              "During playback it is okay to hide the status bar.", "A badge on the tab is a good idea when mail arrives.",
                              "It is acceptable to tint the bar with a brand color.", "A badge may be shown on the tab.",
                              "Hiding the tab bar in a player is okay as long as a tap brings it back.",
                              "A second toolbar row is fine as long as it only holds filters.",
                              "Text buttons are OK when no symbol is obvious.", "Hiding the bar is fine when a video plays.",
                              "A segmented control can be a good fit for two views.", "A badge can be handy for new mail.",
                              "Hiding the bar is acceptable in a video player.", "Text buttons are acceptable in a dense toolbar.",
                              "A badge on a tab can be a useful way to flag new mail.", "A Refresh button could be useful on a slow network.",
                              "It can be worth adding a Refresh button on slow networks.", "A scope bar can be worth it for long lists.",
                              "A badge may be helpful for unread mail.", "A camera button could be offered in the search field.",
                              "A segmented control in place of the title can work when two views are peers.", "You may find it useful to put a Refresh button in the toolbar.", "A Search button that reveals the field is perfectly OK.",
                              "A Refresh button might be added to the toolbar of the feed.", "A hint in the search field might be helpful.",
                              "In a video player, it may be considered to hide the status bar.", "A scope bar could be considered for long lists.",
                              "A badge can be placed on a tab when mail arrives.", "The search field can be placed in the navigation bar.",
                              "For a video player, can consider to hide the status bar.", "Teams could consider a scope bar for long lists.",
                              "It is allowed to use a system tab item when it fits.", "Apps are allowed to tint the toolbar.",
                              "It is admissible to hide the status bar in a game.", "A badge on the tab is permissible for new events.",
                              "Don't be afraid to leave the right side of the bar empty.", "Never hesitate to leave the toolbar out of a settings screen.",
                              "The title may also be hidden in landscape.", "Large titles are optional on the first screen.",
                              "A badge is optional for the Inbox tab.", "You are encouraged to label each toolbar icon.",
                              "Teams are encouraged to try a scope bar for long lists.",
                              "With many categories, it can be better to filter inside the list.",
                              "A plain text button may be better to show than an unclear icon."],
                   nonTriggers: ["Display a scope bar.", "Useful categories help.", "People want to find results quickly."]),
        soft: Cue(.start, ["you can", "you might", "you may want", "you could", "one may", "one can", "one could",
                           // a translated impersonal permission: "It can be used a badge …"
                           "it can be used", "it may be used",
                           "it can be useful", "it can be helpful",
                           "it's often useful", "it is often useful", "if appropriate", "when appropriate", "where appropriate",
                           "if necessary, consider", "optionally", "perhaps", "maybe", "ok to", "okay to", "if it makes sense", "when it makes sense", "where it makes sense"],
                  triggers: ["You might use a tab bar in a popover.", "It can be useful to show a scope bar.",
                             "One may leave the toolbar out of a settings screen.", "One can badge the Inbox tab.",
                             "When appropriate, show the activity indicator.", "If it makes sense, hide the toolbar.",
                             "Perhaps show a hint in the search field.", "OK to hide the toolbar while a video plays.",
                             "Okay to use a text button where no icon fits."],
                  nonTriggers: ["Use a tab bar so that you can switch modes.", "Appropriate titles help.",
                                "You cannot change the height."]),
        doVerbs: Cue(.start, ["make sure", "be sure", "be prepared", "ensure", "it's essential", "it is essential",
                              "it's important", "it is important", "it's a good idea", "it is a good idea",
                              "we recommend", "we strongly recommend", "we encourage", "we strongly encourage",
                              // a Chinese team's English (建议…): "Suggest using the system bars", "We suggest …"
                              "suggest ", "we suggest", "we strongly suggest"],
                     triggers: ["Make sure buttons have enough space.", "Be prepared for a change in height.",
                                "It's a good idea to label each tab.",
                                "We encourage you to use the system Share button.", "We strongly encourage a title on every screen.",
                                "Suggest using the system Done button in editing pages.", "Suggest put the search field in the navigation bar.",
                                "We suggest one accent colour for every bar."],
                     nonTriggers: ["Sure, buttons can be tinted.", "Suggestions appear below the search field as people type."]),
        normative: Cue(.anywhere, [" should ", " must ", " ought to ", " shall ", "it is important", "it's important", "it's essential", "it is essential",
                                   "it is necessary", "it's necessary", "one should", "one must",
                                   "it is recommended", "it's recommended", "is recommended to", "it is suggested to", "is suggested to",
                                   "it is advised to", "it's advised to", "is advised to",
                                   // a translated recommendation: "It is advisable to show a placeholder", "Preferably
                                   // show the title centred" (Dutch "bij voorkeur", German "vorzugsweise")
                                   "it is advisable", "it's advisable", "it’s advisable", "is advisable to", "preferably",
                                   // a formal recommendation: "It is desirable to use the system Edit button",
                                   // "It is recommendable to keep …"; a limit put as the maximum
                                   "it is desirable", "it's desirable", "it’s desirable", "is desirable to",
                                   "it is recommendable", "is recommendable to", " as maximum", " as a maximum",
                                   // what is recommended, put as its subject: "Two to four scopes are recommended."
                                   " is recommended.", " are recommended.", " is recommended,", " are recommended,",
                                   // a requirement: "each tab needs a title", "icons need a label"
                                   " needs a ", " needs an ", " need a ", " need an ", " needs to ", " need to ",
                                   // where a team's convention puts a thing: "Cancel goes on the left"
                                   " goes on the ", " go on the ", " goes in the ", " go in the ", " belongs in ", " belong in ",
                                   " belongs on ", " belong on ",
                                   // a recommendation put as what the reader will want
                                   "you'll want ", "you’ll want ", "you will want ", "you'd want ", "you’d want "],
                       triggers: ["It is advised to keep the title short.", "It is advisable to label every tab.", "Preferably show one button on each side.",
                                  "Icons are preferably filled in the selected tab.", "It is desirable to use the system Edit button.", "The title shall name the current screen.", "Each tab shall carry a text label.", "In most cases you'll want the search field in the navigation bar.",
                                  "For a long list you will want the scope bar to stay visible.",
                                  "Each tab should show a short label.", "It is important that the title stays short.",
                                  "It is recommended to keep five tabs or fewer.", "A short title is recommended to keep the bar readable.",
                                  "Every tab needs a title of its own.", "Icons in a toolbar need a spoken label.",
                                  "In a sheet, Cancel goes on the left.", "Secondary actions go in the toolbar.",
                                  "Filtering belongs in a scope bar.", "The Share button belongs on the right.",
                                  "Two to four scopes are recommended.", "A one-word title is recommended, as long titles are cut."],
                       nonTriggers: ["Each tab shows a short label.", "Long tab titles are not recommended."]),
        pointer: Cue(.start, ["see ", "to learn", "to find out", "for more information", "for more", "for details",
                              "learn more", "for usage guidelines", "refer to", "read "],
                     triggers: ["For more on toolbars, see Toolbars.", "See UIBarButtonItem Class Reference."],
                     nonTriggers: ["Use a toolbar (to learn more, see Toolbar).", "Seeing the bar helps."]),
        permissive: Cue(.anywhere, ["you can also", "you can also use", "can also use"],
                        triggers: ["You can also put a Share button next to the title."],
                        nonTriggers: ["You can use the Info button."]),
        behaviorVerb: Cue(.anywhere, ["always appears", "appears at", "appears in", "is translucent", "is transparent",
                                      "sits at", "is located", "is always", " shows ", " displays ", " contains "],
                          triggers: ["A tab bar always appears at the bottom edge.", "The status bar is transparent.",
                                     "The status bar shows the time and the battery level.", "A toolbar contains actions for the current view."],
                          nonTriggers: ["A tab bar lets people switch modes.", "Put the toolbar at the bottom."]),
        systemAgency: Cue(.anywhere, ["the system adds", "the system shows", "the system hides", "the system replaces", "the system moves",
                                      "the system creates", "the system draws", "the system puts", "the system handles", "the system takes",
                                      "the system will", "automatically", "by itself", "on its own", "turns itself",
                                      // what a control does when it is tapped: its behaviour
                                      "once tapped", "after tapping", "when tapped"],
                          triggers: ["The Edit button, once tapped, turns into Done.", "After tapping Cancel the field clears and the keyboard hides.",
                                     "On iPhone the system adds a More tab for the sixth one.", "The Edit button turns into Done by itself.",
                                     "The large title collapses automatically when the list scrolls.", "The scope bar hides on its own when search ends."],
                          nonTriggers: ["Keep the status bar visible.", "Check that the Cancel button resets the query.",
                                        "Toolbar icons come from the system set."]),
        statementStart: Cue(.start, ["is translucent", "is transparent", "always appears", "generally appears",
                                     "usually appears", "appears at", "appears in", "maintains the same", "can automatically"],
                            triggers: ["Always appears along the bottom of the window", "Is translucent"],
                            nonTriggers: ["Always use a tab bar for top-level modes.", "Keep the bar translucent."]),
        definitionVerb: Cue(.anywhere, ["enables", "lets ", "allows", "gives people", "gives users", "helps users",
                                        "helps people", "is used to", "accepts", " is a ", " is an ", " is the ", " are the ",
                                        "exists to", "exist to", "is meant to", "is designed to", "is where", "its job", "is there to"],
                            triggers: ["The tab bar stays at the bottom. Its job is to switch sections.", "A scope bar is there to narrow a search.", "A toolbar gives people quick access to actions on the current screen.", "A scope bar helps people narrow the results of a search.",
                                       "The tab bar is the way into the app's sections.", "A status bar is an overview of the device's state."],
                            nonTriggers: ["A tab bar always appears at the bottom.", "A tab bar is translucent.", "The toolbar is always visible."]),
        alternatives: Cue(.anywhere, ["a few ways", "several ways", "ways to", "some ways", "options:", "alternatives"],
                          triggers: ["Here are a few ways to keep content from showing through:", "There are two ways to do this:"],
                          nonTriggers: ["A navigation bar:", "When the user goes to a new level, two things should happen:"]),
        pointsIntro: Cue(.anywhere, ["the following rules", "the following points", "the following tips", "these rules:",
                                     "three rules", "two rules", "four rules", "three points", "a few rules", "a few tips"],
                         triggers: ["For tab titles, keep to the following rules:", "The author gives three rules of thumb:",
                                    "A few tips for the search field:"],
                         nonTriggers: ["A tab bar has the following parts:", "The toolbar changes as follows:"]),
        noNeed: Cue(.anywhere, ["don't need to", "don’t need to", "do not need to", "doesn't need to", "doesn’t need to",
                                "does not need to", "needn't", "needn’t", "no need to", "there's no need", "there is no need"],
                    triggers: ["Tapping the status bar scrolls to the top; you don't need to write code for it.",
                               "The tab bar doesn't need to show a title.", "There's no need to add a Search button."],
                    nonTriggers: ["You need to keep the title short.", "Apps need to show the status bar."]),
        caption: Cue(.numbered, ["table ", "figure ", "fig. ", "fig ", "fig-", "screenshot ", "pic ", "pic. "],
                     triggers: ["Table 12-4 System buttons for navigation bars", "Figure 3 A tab bar",
                                "fig-2: the edit-mode toolbar, before and after", "Fig 4 — search results with scopes",
                                "Pic 2-1 Composition of the navigation bar", "Pic. 3 The toolbar of the reader"],
                     nonTriggers: ["Tables show data.", "Figure out what users need.", "Fig jam on the toolbar icon? No."]),
        tipLabel: Cue(.label, ["tip", "tips", "pro tip", "hint", "note", "side note", "note to self", "remember", "heads-up", "heads up", "reminder",
                               "good to know", "watch out", "gotcha", "pitfall", "caveat", "callout"],
                      triggers: ["Tip", "Note: icons can be tinted.", "Note to self: the bar shrinks in landscape.", "Remember: tabs keep their state.",
                                 "Heads-up: the tab bar moves to the top on iPad.", "Reminder: test the bar with the largest text size.",
                                 "Good to know: a hidden status bar comes back on a tap.", "Watch out: the toolbar hides while the keyboard is up.",
                                 "Pro tip: long-press a tab to see its full title.", "Side note: the scope bar shows only while searching.",
                                 "Tip (Ji-woo): test icons with the labels hidden.", "Note (iOS 17): the bar stays translucent.",
                                 "Gotcha: a hidden tab bar does not come back by itself.", "Pitfall: the large title collapses only over a scroll view.",
                                 "Caveat: the scope bar shows only while searching.", "Callout: the toolbar hides while the keyboard is up."],
                      nonTriggers: ["Tiptoe.", "Notes uses a toolbar.", "Remember the last scope people chose.",
                                    "Watch out for clipped titles on small phones.", "It is good to know where the Back button leads."]),
        importantLabel: Cue(.label, ["important", "warning", "caution", "attention"], triggers: ["Important", "Important: Don't hide the bar.", "Attention: the bar is translucent."],
                            nonTriggers: ["Importantly, the bar is translucent."]),
        apiNoteLabel: Cue(.label, ["api note", "api notes", "developer note", "developer notes", "implementation note",
                                   "dev", "dev note", "dev notes", "devs", "for devs", "for the devs", "dev side", "code side", "on the code side", "developers", "for developers", "engineering",
                                   "engineering note", "implementation", "api", "reference", "code"],
                          triggers: ["API Note", "API Note: Use UITabBar.", "Developer note: UITabBar draws the bar.",
                                     "Implementation note: set the bar's items in viewDidLoad.",
                                     "Dev: the bar comes from UITabBarController.", "For developers: set toolbarItems.",
                                     "Engineering: read the height from safeAreaInsets.", "Implementation note for Sam: use UITabBarController.",
                                     "Reference: set toolbarItems on the view controller."],
                          nonTriggers: ["API names are in code.", "Developers can hide the bar.", "Dev builds show a banner."]),
        // (a numbered table: "puts the table in editing mode" names no table of the document)
        referenceMarker: Cue(.anywhere, ["class reference", "table 1", "table 2", "table 3", "table 4", "table 5", "table 6",
                                         "table 7", "table 8", "table 9", "see ", "reference", "documentation"],
                             triggers: ["Symbol names are in the documentation.", "The buttons in Table 35-1 …", "The icons are listed in table 2."],
                             nonTriggers: ["Use a tab bar to organize information.", "The Edit button puts the table in editing mode."]),
        purposeLabel: Cue(.label, ["purpose", "terms and definitions", "definitions", "definition", "glossary", "terminology", "overview", "description"],
                          triggers: ["Purpose.", "Purpose: navigation", "Terms and definitions", "Overview", "2.1 Overview", "3.1 DESCRIPTION"], nonTriggers: ["Purposeful design."]),
        behaviorHeading: Cue(.anywhere, ["appearance and behavior", "appearance and behaviour"],
                             triggers: ["Appearance and Behavior"], nonTriggers: ["Guidelines"]),
        propertiesIntro: Cue(.anywhere, ["has the following", "have the following", "the following features", "the following properties",
                                         "the following characteristics", "the following parts", "consists of", "is made up of",
                                         "contains the following", "includes the following"],
                             triggers: ["On iPad, a tab bar has the following traits:", "A navigation bar consists of three parts:",
                                        "The search field includes the following parts by default:"],
                             nonTriggers: ["Do the following:", "Here are a few ways to keep content visible:"]),
        developerHeading: Cue(.start, ["for developers", "developer notes", "developer note", "for engineers", "implementation notes",
                                       "in code", "api reference", "implementation"],
                              triggers: ["For Developers", "Developer notes", "Implementation notes for the iOS team", "In code"],
                              nonTriggers: ["Guidelines", "Developers often hide the bar."]),
        guidelineHeading: Cue(.anywhere, ["usage guideline", "guidelines", "best practices", "do's and don'ts", "dos and don'ts",
                                          "acceptance criteria"],
                              triggers: ["Guidelines", "Usage Guidelines", "Best practices", "Acceptance criteria:",
                                         "Acceptance criteria for the tab bar"],
                              nonTriggers: ["Appearance and Behavior"]),
        catalogMarker: Cue(.start, ["implementation.", "configuration."],
                           triggers: ["Implementation.", "Configuration. Configure navigation bars in Interface Builder."],
                           nonTriggers: ["Implementation details vary.", "Implementation"]),
        buttonWord: Cue(.anywhere, buttonWords, triggers: ["the More tab", "a Done button"],
                        nonTriggers: ["a navigation bar"]),
        systemMarker: Cue(.anywhere, ["system-provided", "system provided", "system item"],
                          triggers: ["the system-provided Edit button"], nonTriggers: ["a custom Edit button"]),
        exampleMarker: Cue(.anywhere, ["such as", "e.g.", "for example", "for instance", "including"],
                           triggers: ["a text button for an action such as Edit", "system tabs, for example Favorites or Recents"],
                           nonTriggers: ["an Edit button"]),
        systemButton: Cue(.anywhere, ["system button", "system icon", "system glyph", "standard button", "standard icon",
                                      "system-provided button", "system-provided icon", "uibarbuttonitem", "system item", "bar button item"],
                          triggers: ["Prefer a system button over a custom one.", "Custom icons must not copy system glyphs.",
                                     "Prefer these system items to icons of your own.", "Each bar button item needs a label."],
                          nonTriggers: ["Use icons in a toolbar."]),
        finding: Cue(.start, ["we found", "we noticed", "we saw", "in testing", "testers found", "testers noticed", "review found",
                              "currently", "right now", "at the moment", "in the current build", "in the current version", "in build ",
                              "users complain", "people complained"],
                     triggers: ["We found that the tab bar hides on scroll. Going forward, keep it visible.",
                                "In testing, the title was cut off.", "Currently the toolbar holds seven buttons. Keep it to five.",
                                "In the current build the search field scrolls away. Keep it pinned."], nonTriggers: ["Find the tab bar in the storyboard."]),
        findingLabel: Cue(.label, ["red", "amber", "green", "issue", "problem", "bug", "blocker", "major", "minor", "nit", "finding",
                                   // a review's outcome
                                   "decision", "verdict", "outcome", "review outcome"],
                          triggers: ["(2) Red. Seven tabs are crammed into the bar. Keep five.", "Issue: the title is cut off. Shorten it.",
                                     "Decision: the search bar stays pinned at the top. Do not let it scroll away.", "Review outcome: keep five tabs.",
                                     "Minor. The toolbar icons are uneven. Use flexible space between them."],
                          nonTriggers: ["Red badges draw the eye.", "The issue is the back button.", "Keep the tab bar visible."]),
        selfReference: Cue(.anywhere, ["this email", "this e-mail", "this memo", "this document", "this guide", "this handbook",
                                       // a translated specification's own name for itself («настоящий документ»)
                                       "the present document", "the present terms of reference", "the present specification", "the present standard", "the present tor",
                                       "this spec", "this wiki page", "this article", "this post", "these notes", "this page", "this section",
                                       "this checklist", "this review", "this standard", "this specification", "this handout",
                                       // who to ask: the author's contact line
                                       "questions go to", "ping me", "reach out to me", "send feedback", "in the comments", "this file",
                                       "this readme", "this deck", "these slides", "this talk", "this transcript", "this video",
                                       // a video's or a channel's outro
                                       "like and subscribe", "hit subscribe",
                                       // a post's or a letter's greeting and sign-off
                                       "hi everyone", "hi all", "hello everyone", "thanks for reading", "that's all for today",
                                       "see you next time", "best regards", "kind regards", "last edited by",
                                       // what comes next for the course, the review or the meeting
                                       "next week:", "next session:", "next review", "next meeting",
                                       // a post's kind named by the post, and its closing call for replies
                                       "this cheat sheet", "this tutorial", "this walkthrough", "this write-up", "this writeup",
                                       "questions, corrections", "questions or corrections", "corrections welcome", "corrections are welcome",
                                       "for reading a draft", "for reviewing a draft", "for proofreading"],
                           triggers: ["The present document sets out the bar requirements of the app.", "In the present ToR the terms below are used.", "This cheat sheet covers the six bars in one page.", "In this tutorial we wire up a tab bar by hand.",
                                      "Questions, corrections, complaints? Write to me.", "Corrections welcome: the repo is open.",
                                      "Thanks to Lee for reading a draft of this.",
                                      "This page is kept up to date by the design team.", "Comments on this section go in the review thread.", "This standard applies to every iPhone app.", "Changes to this specification go through review.",
                                      "This handout sums up week 7 of the course.", "Please don't share this handout outside the class.",
                                      "Thanks for watching, and like and subscribe.", "This transcript was cleaned up by hand.", "Please treat this email as the reference for now.", "If anything here clashes, I'll correct this memo.",
                                      "Questions go to the design channel.", "Anything unclear, ping me before Friday.",
                                      "Reach out to me if a rule blocks you.", "Send feedback to the platform team.",
                                      "Tell me in the comments which bar you want next.", "Hi everyone, here are this week's notes.",
                                      "Hi all — quick summary below.", "Thanks for reading, and see you next time.",
                                      "That's all for today.", "Best regards, the design team",
                                      "Next week: modal sheets and alerts.", "The next review is after the beta build.",
                                      "Next session: accessibility of controls.", "The next meeting will pick the icons."],
                           nonTriggers: ["Keep this screen's title short.", "Treat the toolbar as optional."]),
        userStory: Cue(.start, ["as a", "as an", "as the", "as someone", "as somebody"],
                       triggers: ["As a shopper, I want the cart in the tab bar, so that …", "As an editor, I need a Done button.",
                                  "As the account owner, I'd like the status bar visible.", "As someone who reads at night, I want …"],
                       nonTriggers: ["Assign a title to every tab.", "Ask before hiding the toolbar.", "Keep the bar as simple as you can."]),
        storyWishes: ["i want", "i need", "i'd like", "i’d like", "i would like", "i expect", "i wish"],
        reportLabel: Cue(.label, ["steps", "steps to reproduce", "repro", "repro steps", "actual", "actual result", "actual behavior",
                                  "actual behaviour", "observed", "observed behavior"],
                         triggers: ["Steps: open Settings and scroll to the bottom.", "Actual: the tab bar disappears.",
                                    "Steps to reproduce: tap Search, then rotate the phone."],
                         nonTriggers: ["Expected: the tab bar stays visible.", "Actually, keep the toolbar."]),
        requirementColumn: Cue(.label, ["requirement", "requirements", "rule", "rules", "check", "checks", "what to check",
                                        "expected", "expected result", "expected behavior", "expected behaviour",
                                        "acceptance criteria", "acceptance criterion", "criterion", "criteria", "guideline",
                                        "suggestion", "recommendation", "suggested fix", "fix", "what to do", "mitigation",
                                        // a review's or an audit's column of what was decided
                                        "decision", "decided", "resolution", "agreed fix",
                                        // a grading rubric's column of what earns the points
                                        "full credit", "full marks", "to pass", "pass criteria", "passing criteria",
                                        // the first column of a Do / Don't table
                                        "do", "dos", "do's", "do this"],
                               triggers: ["Requirement", "Expected result", "What to check", "Acceptance criteria:", "Suggested fix", "Decision",
                                          "Full credit", "Pass criteria", "Do", "Do's"],
                               nonTriggers: ["Button", "Meaning", "Requirements change every release.", "Rule of thumb: keep it short."]),
        apiColumn: Cue(.label, ["prop", "props", "property", "properties", "type", "default", "default value", "parameter",
                                "parameters", "argument", "attribute", "modifier", "initializer"],
                       triggers: ["Prop", "Default", "Type", "Default value"],
                       nonTriggers: ["Button", "Meaning", "Type a short title.", "Default styles change."]),
        decisionHeading: Cue(.label, ["decisions", "decision", "decided", "agreed", "what we agreed", "we agreed", "outcome",
                                      "outcomes", "resolution", "resolutions", "decisions made", "key decisions", "conclusion", "conclusions"],
                             triggers: ["Decisions", "Decision", "Agreed:", "Outcome", "Key decisions", "What we agreed"],
                             nonTriggers: ["Decisions about the tab bar are made by design.", "Discussion", "Decision makers",
                                           "Agreed-upon tab order is in the spec."]),
        mistakeHeading: Cue(.start, ["common mistakes", "typical mistakes", "frequent mistakes", "mistakes", "common pitfalls", "pitfalls",
                                     "anti-patterns", "antipatterns", "don'ts", "don’ts", "what not to do", "things to avoid"],
                            triggers: ["Common mistakes", "Mistakes we keep seeing", "Anti-patterns", "Pitfalls to watch for"],
                            nonTriggers: ["Fixing mistakes in a form", "Avoid mistakes: keep titles short.", "Mistake-proof search"]),
        familyDefinition: Cue(.start, ["bars are", "a bar is", "bars in ios are", "in ios, bars are", "in ios bars are", "the bars are",
                                       "the bars in ios are"],
                              triggers: ["Bars are the strips along the top and bottom edges of the screen.", "A bar is a strip of controls at an edge of the screen."],
                              nonTriggers: ["Barstools are not bars.", "Bars should stay out of the way."]),
        summaryHeading: Cue(.anywhere, ["takeaway", "summary", "recap", "key points", "in short", "to sum up"],
                            triggers: ["Key takeaways", "Chapter summary", "Recap", "5.7 Key points"], nonTriggers: ["Navigation bar", "Keep the points short."]),
        originalLabel: Cue(.label, ["original", "original text", "source text", "source"],
                           triggers: ["Original: Gardez la barre d'onglets visible.", "Source text: Не скрывайте строку состояния."], nonTriggers: ["Originally the toolbar was at the top."]),
        translationLabel: Cue(.label, ["translation", "our translation", "translated"],
                              triggers: ["Translation: keep the tab bar visible.", "Our translation: don't hide the status bar."], nonTriggers: ["Translations of labels come from the system."]),
        readingTime: Cue(.anywhere, ["min read", "mins read", "minute read", "minutes read", "min reading time"],
                         triggers: ["By Dana Lee · 6 min read · May 2024", "8 minute read", "Published in UX Notes, 12 min read"],
                         nonTriggers: ["Keep the tab bar visible.", "Read the title in a minute."]),
        questionLabel: Cue(.label, ["q", "question"], triggers: ["Q: Can I hide the status bar?", "Question: how many tabs fit?"],
                           nonTriggers: ["Questions are welcome.", "Quick actions live in the toolbar."]),
        answerLabel: Cue(.label, ["a", "answer"], triggers: ["A: Only in full-screen media.", "Answer: five on iPhone."],
                         nonTriggers: ["A tab bar sits at the bottom.", "Answers appear in the list."]),
        definitionQuestion: ["what", "what's", "whats", "is", "are", "a", "an", "the", "for", "used", "do", "does", "exactly",
                             "it", "purpose", "of", "why", "need", "we", "i",
                             // "Tab bar in one sentence?", "Scope bar, briefly?"
                             "in", "one", "sentence", "line", "nutshell", "briefly", "short", "words", "two",
                             // a flashcard's "Tab bar definition?"
                             "definition", "meaning", "defined"],
        codeWords: ["property", "properties", "method", "override", "subclass", "in code", "programmatically", "configure",
                    "view controller", "delegate"],
        figureWords: ["slide", "image", "screenshot", "figure", "picture", "mockup", "mock-up", "mockups", "screenshots", "img", "pic"], searchWords: ["search", "searching"], segmentWords: ["segment", "segments", "segmented"], appendixWords: ["appendix", "annex"],
        quizKeyWords: ["answer", "correct answer", "answer key", "key"],
        gherkinFeatureWords: ["Feature", "Business Need", "Ability"],
        gherkinScenarioWords: ["Scenario", "Scenario Outline", "Scenario Template", "Example", "Background"],
        tabWords: ["tab", "tabs"], navigationWords: ["navigation"],
        versionWords: ["version", "ver.", "rev.", "rev", "revision", "release"],
        placeBefore: ["below", "beneath", "under", "underneath", "above", "behind", "beside", "next to", "on top of"],
        placeArticles: ["the", "a", "an", "its", "their", "this", "that"], answerWords: ["yes", "no", "yep", "nope", "sure"],
        everyBarWords: ["every bar", "all bars", "all the bars", "all of the bars", "all your bars", "each bar", "any bar"], scopeWords: ["scope", "scopes"],
        // (a verdict on an example, "Good: …", "Bad: …", says whether to follow it)
        modalityLabels: ["optional": .consider, "nice to have": .consider, "nice-to-have": .consider, "may": .consider,
                         // an exception to a rule lets the reader depart from it
                         "exception": .consider, "exceptions": .consider,
                         "good": .do, "correct": .do, "bad": .dont, "wrong": .dont, "incorrect": .dont,
                         "good case": .do, "bad case": .dont, "good example": .do, "bad example": .dont,
                         "recommended": .do, "required": .do, "must": .do, "should": .do, "do": .do, "rule": .do, "requirement": .do,
                         "not recommended": .avoid, "discouraged": .avoid, "avoid": .avoid,
                         "forbidden": .dont, "prohibited": .dont, "not allowed": .dont, "don't": .dont, "do not": .dont, "never": .dont,
                         "don’t": .dont, "dos": .do, "do's": .do, "don'ts": .dont, "don’ts": .dont, "donts": .dont])

    static let clauseBreaks: [UInt32] = Array(",;:—".unicodeScalars.map(\.value))

    static func signature(_ v: UInt32) -> Bool { Ch.isASCIILetter(v) }
    static func variant(_ sample: Scalars) -> Lang { .en }

    /// ("how many" is read as "many" after "how" by the search.)
    static let countWords: (asks: [String], numbers: [String]) = (
        ["maximum", "max"], ["two", "three", "four", "five", "six", "seven", "eight"])

    static let buttonWords = ["button", "tab", "item"]
    static let stopWords: [String] = [
        "a", "about", "all", "also", "an", "and", "any", "are", "as", "at", "be", "been", "being", "between",
        "both", "but", "by", "can", "could", "did", "do", "does", "each", "for", "from", "had", "has", "have",
        "he", "her", "his", "how", "i", "if", "in", "into", "is", "it", "it's", "its", "just", "many", "may", "me",
        "might", "must", "my", "not", "of", "on", "onto", "or", "our", "over", "shall", "she", "should", "so",
        "some", "such", "than", "that", "the", "their", "them", "then", "there", "there's", "these", "they",
        "this", "those", "through", "to", "under", "versus", "very", "vs", "was", "we", "were", "what", "when", "where",
        "which", "while", "who", "whom", "why", "will", "with", "would", "you", "your",
    ]

    static let exampleSection = (heading: "Tab Bars",
                                 definition: "A tab bar lets people switch between the main sections of an app.",
                                 guidelinesHeading: "Guidelines")

    // MARK: Morphology: the base-form verb

    /// Verbs that open an instruction in their base form.
    static let imperatives: Set<String> = [
        "use", "make", "ensure", "provide", "display", "choose", "include", "place", "keep", "show", "hide", "be",
        "let", "prefer", "write", "create", "add", "set", "put", "give", "follow", "minimize", "maximize", "help",
        "try", "limit", "reduce", "remove", "select", "pick", "position", "design", "define", "specify", "always",
        "take", "test", "label", "adjust", "customize", "allow", "offer", "support", "respect", "reserve",
        "prevent", "enable", "center", "badge", "replace", "supply", "avoid", "start", "consider", "organize",
        "base", "ask", "mix", "merge", "combine", "rely", "group", "present", "draw", "align", "title",
        "apply", "attach", "check", "verify", "confirm", "update", "move", "tell", "explain", "describe", "treat",
        "remember", "think", "match", "mark", "return", "preserve", "reset", "restore", "retain", "reveal", "save",
        "stay", "stick", "turn", "indicate", "reflect", "communicate", "highlight", "emphasize", "distinguish",
        "differentiate", "resize", "shorten", "animate", "honor", "honour", "maintain", "favor", "favour",
        "prioritize", "restrict", "leave", "hold", "get", "go", "fix", "aim", "strive", "plan", "decide",
        "determine", "identify", "expose", "collapse", "expand", "swap", "adopt", "localize", "announce", "inform",
        "notify", "warn", "insert", "assign", "arrange", "lay", "fill", "simplify", "clarify", "reconsider", "do",
        "space", "spread", "separate", "stack", "split", "pair", "truncate", "tint", "dismiss", "rename", "reorder",
        "pin", "embed", "reuse", "skip", "cap", "scale", "switch", "send", "link", "route", "surface", "anchor",
        "order", "sort", "rank", "reach", "steer", "refrain", "trim", "wrap", "mirror", "rethink", "drop", "lead",
    ]

    /// Words that open a leading adverbial clause ("If necessary, use …", "On iPad, avoid …").
    static let clauseOpeners: Set<String> = ["if", "when", "in", "on", "as", "generally", "whenever", "unless", "where",
                                             "for", "while", "even", "whatever", "wherever", "whichever", "ideally",
                                             "usually", "typically", "normally", "before", "after", "once", "until",
                                             "by", "at", "with", "without", "within", "during", "because", "since",
                                             "although", "though", "regardless", "otherwise", "also", "finally",
                                             "instead", "first", "next", "then", "to", "above", "below", "throughout",
                                             "whether", "likewise", "similarly", "here", "again", "overall", "depending",
                                             "apart", "except", "aside", "besides", "beyond", "outside",
                                             "should", "going", "from", "moving", "henceforth", "later", "now"]

    /// Who a guideline may address as its subject ("Apps can …", "Your app might …", "Designers may
    /// …"): with a modal of possibility, a suggestion (consider), not a fact about the bar.
    static let agents: Set<String> = ["you", "we", "app", "apps", "developer", "developers", "designer", "designers",
                                      "team", "teams"]
    static let determiners: Set<String> = ["a", "an", "the", "your", "our", "each", "every"]
    static let possibilityModals: Set<String> = ["can", "could", "might", "may"]

    /// English labels do not inflect.
    static func labelForms(_ label: String) -> [String] { [] }

    static func cueText(_ s: Scalars) -> Scalars { s }

    /// Prepositions that open a short phrase of place or device before an imperative.
    static let openingPrepositions: Set<String> = ["on", "in", "at", "for"]
    /// Adverbs that may stand before an imperative.
    /// Adverbs that comment on the sentence, set apart by a comma before an instruction.
    static let sentenceAdverbs: Set<String> = ["honestly", "frankly", "seriously", "personally", "basically", "ideally", "really", "again"]
    static let leadingAdverbs: Set<String> = ["only", "always", "just", "simply", "first", "then", "still", "generally", "usually"]

    /// The requirement keywords of an engineering standard (RFC 2119), written in capitals inside
    /// a sentence in ordinary case: "MAY" and "OPTIONAL" grant a choice, "NOT RECOMMENDED" advises
    /// against, "MAY NOT" forbids. ("MUST NOT", "SHOULD NOT" and "SHOULD" are cues in any case.)
    /// A line all in capitals is a heading or a shout, not a keyword.
    static func keywordLead(_ s: Scalars) -> Lead? {
        // (one pass over the scalars, no words built: asked of every English sentence no cue decided)
        let n = s.count
        /// The word in capitals that starts at `k` (a letter before it or after it: none), as its end.
        func capitals(_ k: Int) -> Int? {
            guard k < n, Ch.isASCIIUpper(s[k].value), k == 0 || !Ch.isASCIILetter(s[k - 1].value) else { return nil }
            var j = k
            while j < n, Ch.isASCIIUpper(s[j].value) { j += 1 }
            return j < n && Ch.isASCIILetter(s[j].value) ? nil : j
        }
        func equals(_ k: Int, _ j: Int, _ w: [UInt32]) -> Bool { j - k == w.count && zip(s[k..<j], w).allSatisfy { $0.value == $1 } }
        func next(_ j: Int) -> (Int, Int)? {
            var k = j
            while k < n, s[k].value == 0x20 { k += 1 }
            return capitals(k).map { (k, $0) }
        }
        var lower = false
        for c in s where Ch.isASCIILower(c.value) { lower = true; break }
        guard lower else { return nil }
        var k = 0
        while k < n {
            guard let j = capitals(k) else { k += 1; continue }
            if equals(k, j, Self.may) {
                if let (a, b) = next(j), equals(a, b, Self.not) { return Lead(modality: .dont, explicit: true) }
                return Lead(modality: .consider, explicit: true)
            }
            if equals(k, j, Self.optional) { return Lead(modality: .consider, explicit: true) }
            if equals(k, j, Self.not), let (a, b) = next(j), equals(a, b, Self.recommended) { return Lead(modality: .avoid, explicit: true) }
            k = j
        }
        return nil
    }
    static let may = Scan.values("MAY"), not = Scan.values("NOT"), optional = Scan.values("OPTIONAL"),
               recommended = Scan.values("RECOMMENDED")

    /// English states a requirement without a modal as a terse limit or a verdict, which the cues
    /// and `morphologyLead` read ("Max five tabs.", "Tabs are for navigation only.").
    static func statedRequirement(_ s: Scalars) -> Lead? { nil }

    static var specificationModal: String? { " shall " }

    /// "is placed", "are displayed", "is not used": a present passive in the sentence's first
    /// clause, no word of the system acting ("by the system", "automatically"), not a purpose
    /// ("is intended for", "is used to").
    static func specificationRequirement(_ s: Scalars) -> Lead? {
        let lower = Scan.lower(s)
        let words = Scan.words(lower, limit: 40).map(\.text)
        let text = " " + words.joined(separator: " ") + " "
        if systemAgents.contains(where: { text.contains($0) }) { return nil }
        for (k, w) in words.enumerated() where (w == "is" || w == "are") && k + 1 < words.count {
            var j = k + 1
            var negated = false
            while j < words.count, ["not", "only", "always", "also", "then"].contains(words[j]) {
                if words[j] == "not" { negated = true }
                j += 1
            }
            guard j < words.count else { return nil }
            let p = words[j]
            guard (p.hasSuffix("ed") && p.count > 4) || irregularParticiples.contains(p), !purposeParticiples.contains(p) else { return nil }
            if j + 1 < words.count, ["to", "for", "as", "by"].contains(words[j + 1]) { return nil }
            return Lead(modality: negated ? .dont : .do, explicit: true)
        }
        return nil
    }
    static let systemAgents = [" system ", " automatically ", " ios ", " by default ", " uikit "]
    static let irregularParticiples: Set<String> = ["shown", "hidden", "put", "set", "kept", "given", "drawn", "written", "built", "made", "done"]
    static let purposeParticiples: Set<String> = ["intended", "meant", "designed", "called", "named", "known", "based", "located", "required",
                                                  "needed", "allowed", "recommended", "permitted", "prohibited", "forbidden", "supported"]

    static func morphologyLead(_ s: Scalars) -> Lead? {
        // (from the text's start, after a list item's mark or number, a requirement's ID or a timecode)
        let start = s.withUnsafeBufferPointer { LanguageProfile.textStart($0, 0, $0.count) }
        let s = start > 0 && start < s.count ? Array(s[start...]) : s
        let p = profile
        guard let f0 = s.first(where: { !Ch.isSpace($0.value) && !Ch.isOpener($0.value) }), Ch.isASCIILetter(f0.value)
        else { return nil }
        if let l = Classifier.cueLead(s, p) { return l }
        if let l = keywordLead(s) { return l }
        let words = Scan.words(s)
        let ws = words.map(\.text)
        guard let first = ws.first, let f = first.unicodeScalars.first, Ch.isASCIILetter(f.value) else { return nil }
        var k = 0
        // a label of one to three words before a colon ("Toolbar: a bar at …", "Design note: by
        // default …"): what follows the colon leads, not the label's first word (a cue of its own,
        // "Don't: …", "Never: …", still counts)
        // (an instruction before its colon is no label: "Keep them calm: system fonts, no gradients")
        if let colon = s.prefix(40).firstIndex(where: { $0.value == 0x3A }), !labelCues.contains(first),
           !(imperatives.contains(first) && !nounsToo.contains(first)) {
            let before = Scan.words(Array(s[..<colon])).count
            if before >= 1, before <= 3, before < ws.count { k = before }
        }
        // a user story's wish is its requirement: "As a cook, I want the toolbar …, so that …"
        if first == "as", let comma = s.firstIndex(where: { $0.value == 0x2C }) {
            let j = Scan.words(Array(s[..<comma])).count
            if j + 1 < ws.count, ws[j] == "i", storyWishes.contains(ws[j + 1]) { return Lead(modality: .do, explicit: false) }
        }
        // a comment adverb and its comma ("Honestly, just use …", "Ideally, keep …"): the verb after it leads
        if k == 0, sentenceAdverbs.contains(first), ws.count > 1, words[0].range.upperBound < s.count,
           s[words[0].range.upperBound].value == 0x2C {
            k = 1
        }
        if k == 0, clauseOpeners.contains(first), let comma = s.firstIndex(where: { $0.value == 0x2C }) {
            k = Scan.words(Array(s[..<comma])).count
            if k < ws.count, let l = Classifier.cueLead(Array(s[words[k].range.lowerBound...]), p) { return l }
            // the leading clause may hold commas of its own ("When a tab is Favorites, Recents or
            // Downloads, use …"): the main clause opens after the first comma a verb follows
            // (or a cue, or who may do it: "For an action that destroys data, such as Trash, you
            // might put …")
            var c = comma + 1
            // (not past a main clause with a subject of its own: "From left to right, a navigation
            // bar shows …, and, optionally, controls" states what it shows)
            while k < ws.count, !determiners.contains(ws[k]), verbLead(ws, k, later: false) == nil,
                  let next = s[c...].firstIndex(where: { $0.value == 0x2C }) {
                let j = Scan.words(Array(s[..<next])).count
                guard j < ws.count else { break }
                if verbLead(ws, j, later: false) != nil { k = j; break }
                if let l = Classifier.cueLead(Array(s[words[j].range.lowerBound...]), p) { return l }
                if !Classifier.hasAPIName(s), let l = agentLead(ws, j) { return l }
                c = next + 1
            }
        }
        guard k < ws.count else { return nil }
        // a short opening phrase without its comma ("On iPhone keep it to five items", "In
        // landscape show fewer tabs"): the verb after it leads (not after a noun phrase of its
        // own: "On a scrolling screen the bar …")
        // an adverb before the imperative ("Only add a scope bar when …", "Always label …")
        // (after an opening phrase too: "Honestly, just use the system button")
        if leadingAdverbs.contains(ws[k]), ws.count > k + 1, let l = verbLead(ws, k + 1, later: false) { return l }
        // (the comma may belong to a later phrase: "In landscape show only the icons, without …";
        // the verb and its object then stand before it)
        if openingPrepositions.contains(first), ws.count > 1, !determiners.contains(ws[1]),
           k == 0 || verbLead(ws, k, later: false) == nil {
            // (a longer phrase of purpose too, "For even spacing of the buttons use …", up to a finite
            // verb or a subject: then the phrase has a clause of its own)
            for j in 2...6 where j < ws.count && (k == 0 || j + 1 < k) {
                if j > 3, first != "for" || ws[1..<j].contains(where: { finiteVerbs.contains($0) || limitSubjects.contains($0) }) { break }
                if let l = verbLead(ws, j, later: false) { return l }
            }
        }
        // what "you can" do with an API is reference text, not a suggestion
        if !Classifier.hasAPIName(s), let l = agentLead(ws, k) { return l }
        if let l = verbLead(ws, k, later: false) { return l }
        if let l = laterClauseLead(s, words) { return l }
        if p.matches(p.normative, s), !Classifier.normativeOnlyDenied(s, p) { return Lead(modality: .do, explicit: false, cue: p.normative) }
        // (the limit may close the first clause: "Four scopes at most, each a single word")
        if endsWithLimit(ws) || endsWithLimit(Scan.words(firstClause(s)).map(\.text)) { return Lead(modality: .do, explicit: true) }
        if let m = terseRequirement(ws, firstClause: Scan.words(firstClause(s)).map(\.text), sentence: s) {
            return Lead(modality: m, explicit: true)
        }
        return nil
    }

    /// A team guide's requirement put without a verb, or with "is for": a limit or a range that opens
    /// the line ("Max five tabs.", "Three to five items on iPhone."), a place for each thing ("Done
    /// on the right, Cancel on the left."), a purpose that "only" narrows ("Tabs are for navigation
    /// only.") or that "not" denies ("Toolbars aren't for navigation.": dont). A finished sentence
    /// of a few words; a finite verb other than "is" or "are" makes it a statement ("Two to four
    /// scopes appear …").
    static func terseRequirement(_ ws: [String], firstClause fc: [String], sentence s: Scalars) -> Modality? {
        // after a short opening phrase and its comma, the rest states it ("In a sheet, Cancel on
        // the leading side and Done on the trailing side.", "On iPhone, max four tabs.")
        if let w0 = ws.first, clauseOpeners.contains(w0) || openingPrepositions.contains(w0), !ws.contains(where: finiteVerbs.contains),
           let comma = s.firstIndex(where: { $0.value == 0x2C }), comma + 1 < s.count {
            let opening = Scan.words(Array(s[..<comma])).count
            let rest = Array(s[(comma + 1)...])
            if opening <= 4 { return terseRequirement(Scan.words(rest).map(\.text), firstClause: Scan.words(firstClause(rest)).map(\.text), sentence: rest) }
        }
        guard ws.count >= 2, ws.count <= 14, let end = s.last(where: { !Ch.isSpace($0.value) && !Ch.isCloser($0.value) }),
              end.value == 0x2E || end.value == 0x21 else { return nil }
        if ws.contains(where: terseVerbs.contains) { return nil }

        // a purpose: "X is/are (only) for Y (only)", "X is/are not for Y"
        if let be = ws.firstIndex(where: { $0 == "is" || $0 == "are" || $0 == "isn" || $0 == "aren" }), be >= 1, be <= 4 {
            var k = be + 1
            let negated = ws[be] == "isn" || ws[be] == "aren" || (k < ws.count && (ws[k] == "not" || ws[k] == "never"))
            if k < ws.count, ws[k] == "t" || ws[k] == "not" || ws[k] == "never" || ws[k] == "only" { k += 1 }
            guard k < ws.count, ws[k] == "for", !limitSubjects.contains(ws[0]) else { return nil }
            if negated { return .dont }
            return ws[be + 1] == "only" || ws.last == "only" ? .do : nil
        }
        if ws.contains(where: { $0 == "is" || $0 == "are" }) { return nil }
        // a limit first: "Max five tabs", "Maximum of two buttons a side", "Up to three scopes"
        let opensLimit = ["max", "maximum", "min", "minimum"].contains(ws[0]) || (ws[0] == "up" && ws[1] == "to")
        // a range first: "Three to five items", "One or two buttons a side", "2-4 scopes"
        let opensRange = ws.count >= 3 && numberWords.contains(ws[0]) && ["to", "or"].contains(ws[1]) && numberWords.contains(ws[2])
        if (opensLimit || opensRange) && ws.count <= 10 { return .do }
        // a spec's verbless line: "Number of scopes — from 2 to 4.", "For a new item — the Add button."
        let dashed = s.contains { $0.value == 0x2014 || $0.value == 0x2013 }
        if dashed, let f = ws.firstIndex(of: "from"), f + 3 < ws.count, numberWords.contains(ws[f + 1]), ws[f + 2] == "to",
           numberWords.contains(ws[f + 3]) { return .do }
        if dashed, ws[0] == "for", ws.count >= 4 { return .do }
        // a place for each thing: "<thing> on the left/right/top/bottom (side|edge)", in the first clause
        // (up to an "and" that places the next: "Cancel on the leading side and Done on the trailing side")
        let fc = Array(fc.prefix { $0 != "and" })
        if fc.count >= 4, fc.count <= 8, let on = fc.firstIndex(where: { $0 == "on" || $0 == "at" }), on >= 1, on <= 3,
           on + 2 < fc.count, fc[on + 1] == "the", sides.contains(fc[on + 2]) || (fc[on + 2] == "far" && on + 3 < fc.count),
           !determiners.contains(fc[0]) || fc[0] == "the", !limitSubjects.contains(fc[0]) {
            let rest = fc[(on + 2)...].drop { $0 == "far" }.dropFirst()
            if rest.allSatisfy({ $0 == "side" || $0 == "edge" || $0 == "corner" }) { return .do }
        }
        return nil
    }
    /// The sentence is a terse requirement (`terseRequirement`).
    static func requiresTersely(_ s: Scalars) -> Bool {
        let ws = Scan.words(s).map(\.text)
        return terseRequirement(ws, firstClause: Scan.words(firstClause(s)).map(\.text), sentence: s) != nil
    }
    /// The finite verbs that make a terse line a statement ("is" and "are" state a purpose there).
    static let terseVerbs = finiteVerbs.subtracting(["is", "are"])
    static let numberWords: Set<String> = ["one", "two", "three", "four", "five", "six", "seven", "eight", "1", "2", "3", "4", "5", "6", "7", "8"]
    static let sides: Set<String> = ["left", "right", "top", "bottom", "leading", "trailing"]

    /// The sentence up to its first comma, colon, semicolon or dash.
    static func firstClause(_ s: Scalars) -> Scalars {
        guard let b = s.firstIndex(where: { [0x2C, 0x3A, 0x3B, 0x2014, 0x2013].contains($0.value) }) else { return s }
        return Array(s[..<b])
    }

    /// First words that are cues of their own before a colon ("Don't: …", "Avoid: …").
    static let labelCues: Set<String> = ["don", "do", "never", "avoid", "consider", "no", "please", "always", "only", "try"]
    /// What the role of a user story wants: "I want", "I need", "I'd like", "I would like", "I expect".
    static let storyWishes: Set<String> = ["want", "need", "d", "would", "expect", "wish"]

    /// A short verbless line that ends with its limit: "Five tabs at most", "Two buttons a side,
    /// max", "Four scopes or fewer". A subject makes it a statement: "On iPhone it fits five tabs at most".
    static func endsWithLimit(_ ws: [String]) -> Bool {
        guard ws.count >= 3, ws.count <= 8, !ws.contains(where: { finiteVerbs.contains($0) || limitSubjects.contains($0) }) else { return false }
        func limit(_ end: Int) -> Bool {
            guard end >= 1 else { return false }
            let last = ws[end], before = ws[end - 1]
            return (before == "at" && last == "most") || last == "max" || last == "maximum"
                || (before == "or" && (last == "fewer" || last == "less"))
        }
        // (the limit may hold where: "Five items or fewer on iPhone", "two at most per screen")
        return limit(ws.count - 1) || (ws.count >= 4 && ["on", "in", "per", "for"].contains(ws[ws.count - 2]) && limit(ws.count - 3))
    }
    /// Subjects that make a line ending with its limit a statement.
    static let limitSubjects: Set<String> = ["it", "they", "this", "that", "there", "we", "you", "i"]

    /// What makes an opening "no" something other than a ban.
    static let noNotBan: Set<String> = ["more", "longer", "fewer", "less", "later", "matter", "one", "need", "doubt", "sooner"]
    /// Finite verbs and auxiliaries: with one of them, a sentence opening with "no" states a fact.
    static let finiteVerbs: Set<String> = ["is", "are", "was", "were", "be", "been", "can", "could", "will", "would", "shall",
                                           "should", "must", "may", "might", "has", "have", "had", "does", "do", "did",
                                           "appears", "appear", "shows", "show", "gets", "get", "needs", "uses", "use"]

    /// The instruction opened by word `k` (after a courtesy "please"): a prohibition, avoid, consider or a base-form verb. In a
    /// later clause "never" counts only before a verb ("…, never a heading" names, it forbids nothing).
    static func verbLead(_ ws: [String], _ k: Int, later: Bool, joined: Bool = false) -> Lead? {
        var k = k
        var courteous = false
        if k < ws.count, ws[k] == "please" { k += 1; courteous = true }
        guard k < ws.count else { return nil }
        let w = ws[k], next = k + 1 < ws.count ? ws[k + 1] : ""
        // "Remember that the bar is translucent", "Keep in mind that …": a reminder of a fact; what
        // follows instructs only by its own words
        // "Let's avoid …", "Let us keep …", "Let's not …": the verb after it instructs
        if w == "let", next == "s" || next == "us", k + 2 < ws.count {
            if ws[k + 2] == "not" { return Lead(modality: .dont, explicit: true) }
            if let l = verbLead(ws, k + 2, later: later, joined: joined) { return l }
        }
        if (w == "remember" || w == "note") && next == "that" { return nil }
        if (w == "keep" || w == "bear"), next == "in", k + 2 < ws.count, ws[k + 2] == "mind" { return nil }
        if w == "don" || (w == "do" && next == "not") || (w == "never" && (!later || imperatives.contains(next))) {
            return Lead(modality: .dont, explicit: true)
        }
        if w == "avoid" { return Lead(modality: .avoid, explicit: true) }
        // "Stop designing around …": a habit to give up, asked for as an instruction (the Stop
        // button is no verb: "Stop halts loading")
        if w == "stop", next.hasSuffix("ing"), next.count > 4 { return Lead(modality: .do, explicit: true) }
        if w == "consider" { return Lead(modality: .consider, explicit: true) }
        // a checklist's verbless ban: "No action buttons in the tab bar." ("No more than five tabs"
        // sets a limit; "No app can …" states a fact)
        if !later, w == "no", !noNotBan.contains(next), !ws[k...].contains(where: finiteVerbs.contains) {
            return Lead(modality: .dont, explicit: true)
        }
        // a checklist's verbless limit: "No more than five tabs.", "At most two buttons a side."
        if !later, k == 0, (w == "no" && (next == "more" || next == "fewer")) || (w == "at" && (next == "most" || next == "least")),
           !ws[k...].contains(where: finiteVerbs.contains) {
            return Lead(modality: .do, explicit: true)
        }
        if imperatives.contains(w), !(later && !joined && nounsToo.contains(w)), !(nounsToo.contains(w) && isSubject(ws, k)) {
            return Lead(modality: .do, explicit: true)
        }
        // a verb the list lacks, by its shape: a word that is no function word and has no -ing,
        // -ed or third-person -s, right before an object's determiner ("Spread the buttons …")
        if !later, k + 1 < ws.count, objectOpeners.contains(ws[k + 1]), looksLikeBaseVerb(w) {
            return Lead(modality: .do, explicit: true)
        }
        // a courtesy "please" asks for what its verb says ("Please bring it back"; "please note"
        // draws attention to a fact)
        // (any word but a function word: "bring" is no -ing form)
        if courteous, w != "note", w.count >= 2, !notVerbs.contains(w), w.unicodeScalars.allSatisfy({ Ch.isASCIILower($0.value) }) {
            return Lead(modality: .do, explicit: true)
        }
        return nil
    }

    /// A word that is a noun too, opening the sentence's subject: a preposition after it and a finite
    /// verb soon after, before any subordinate clause ("Space between the buttons is fixed", "Title of
    /// each screen should …"; not "Switch to a list when there is …").
    static func isSubject(_ ws: [String], _ k: Int) -> Bool {
        guard k + 1 < ws.count, subjectPrepositions.contains(ws[k + 1]) else { return false }
        for j in (k + 2)..<min(ws.count, k + 7) {
            if subordinators.contains(ws[j]) { return false }
            if finiteVerbs.contains(ws[j]) { return true }
        }
        return false
    }
    static let subjectPrepositions: Set<String> = ["between", "of", "for", "around", "inside", "under", "above", "below", "in", "on", "at"]
    static let subordinators: Set<String> = ["when", "if", "so", "that", "because", "while", "unless", "until", "where", "which"]

    /// Words that open a verb's object: determiners and object pronouns.
    static let objectOpeners: Set<String> = ["the", "a", "an", "your", "every", "each", "all", "any", "this", "that",
                                             "these", "those", "it", "them", "its", "their", "one", "no"]
    /// Words that are never a base-form verb at a sentence's start: the stop words, the openers of
    /// a leading clause, and prepositions, quantifiers and subjects.
    static let notVerbs: Set<String> = Set(stopWords).union(clauseOpeners).union([
        "beneath", "behind", "beside", "besides", "across", "along", "around", "among", "inside", "outside", "near",
        "next", "only", "every", "most", "more", "less", "few", "several", "either", "neither", "one", "two", "three",
        "no", "people", "users", "apps", "app", "per", "via", "upon", "toward", "towards", "like", "unlike", "just",
        "there", "here", "both", "what", "how", "which", "who", "whose", "please", "thanks",
    ])

    static func looksLikeBaseVerb(_ w: String) -> Bool {
        guard w.count >= 3, !notVerbs.contains(w), w.unicodeScalars.allSatisfy({ Ch.isASCIILower($0.value) }) else { return false }
        // a bar's one-word name ("toolbar", "navbar", "sidebar") is a noun
        if w.hasSuffix("bar") { return false }
        if w.hasSuffix("ing") || w.hasSuffix("ed") || w.hasSuffix("ly") { return false }
        if w.hasSuffix("s"), !w.hasSuffix("ss") { return false }
        return true
    }

    /// Base-form verbs that are as often nouns or auxiliaries ("three parts: title, label and
    /// badge", "and so do the icons"): in a later clause they open no instruction, unless a
    /// joining word other than "and" or "or" ("so", "but") puts a verb there.
    static let nounsToo: Set<String> = ["title", "label", "group", "badge", "center", "position", "base", "design",
                                        "test", "set", "show", "mark", "match", "return", "check", "hold", "plan",
                                        "fill", "present", "draw", "display", "help", "start", "support", "offer",
                                        "select", "update", "fix", "do", "go", "get", "be", "always", "try", "let",
                                        "lay", "stay", "turn", "save", "limit", "reserve", "space", "stack", "split",
                                        "pair", "tint", "pin", "cap", "scale", "switch", "link", "route", "surface", "anchor",
                                        "order", "sort", "rank", "reach", "trim", "wrap", "mirror", "drop", "lead"]

    /// Words that join a later clause to the first: "…, so don't …", "…, but keep …".
    static let conjunctions: Set<String> = ["so", "but", "and", "then", "instead", "therefore", "thus", "or", "yet"]

    /// An instruction in a later clause whose first clause gives none ("People expect the bar to stay
    /// put, so don't move it."; "Tab titles: keep them short."): after a comma only with a joining
    /// word, after a semicolon, colon or dash with or without one.
    static func laterClauseLead(_ s: Scalars, _ words: [Scan.Word]) -> Lead? {
        let ws = words.map(\.text)
        var j = 0
        for (b, c) in s.enumerated() where clauseBreaks.contains(c.value) {
            while j < words.count, words[j].range.lowerBound <= b { j += 1 }
            guard j < ws.count, j > 0 else { continue }
            var k = j
            if conjunctions.contains(ws[k]) { k += 1 } else if c.value == 0x2C { continue }
            let joined = k > j && ws[j] != "and" && ws[j] != "or" && !(k < ws.count && ws[k] == "do")
            if let l = verbLead(ws, k, later: true, joined: joined) { return l }
        }
        return nil
    }

    /// "Apps can …", "Your app might …", "Designers may …" at word `k`: consider; nil for any other
    /// subject, for a negated modal ("Apps can't …", "You may not …") and for an observation ("You
    /// may notice …"), which suggest nothing.
    static func agentLead(_ ws: [String], _ k: Int) -> Lead? {
        var i = k
        if i < ws.count, determiners.contains(ws[i]) { i += 1 }
        guard i + 1 < ws.count, agents.contains(ws[i]), possibilityModals.contains(ws[i + 1]) else { return nil }
        if i + 2 < ws.count, ["not", "t", "never"].contains(ws[i + 2]) || observations.contains(ws[i + 2]) { return nil }
        return Lead(modality: .consider, explicit: true)
    }

    /// Verbs after "you may / might" that observe rather than act ("You may notice that …").
    static let observations: Set<String> = ["notice", "see", "find", "feel", "know", "recall", "wonder", "expect",
                                            "be", "already", "have", "get"]
}
