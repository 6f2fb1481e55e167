/// Every widget property CombineGTK publishes or binds, as (GType, property, Swift type).
/// The widget wrappers use these keys; `PropertyTableTests` checks each row against GTK.
public enum PropertyTable {
    // GtkWidget
    public static let widgetVisible = PropertyKey<Bool>("GtkWidget", "visible")
    public static let widgetSensitive = PropertyKey<Bool>("GtkWidget", "sensitive")
    public static let widgetHasFocus = PropertyKey<Bool>("GtkWidget", "has-focus")
    public static let widgetTooltipText = PropertyKey<String?>("GtkWidget", "tooltip-text")
    public static let widgetCSSClasses = PropertyKey<[String]>("GtkWidget", "css-classes")
    public static let widgetOpacity = PropertyKey<Double>("GtkWidget", "opacity")
    // GtkEventControllerFocus (Widget.containsFocusPublisher)
    public static let eventControllerFocusContainsFocus = PropertyKey<Bool>("GtkEventControllerFocus", "contains-focus")
    // GtkButton, GtkToggleButton, GtkCheckButton
    public static let buttonLabel = PropertyKey<String?>("GtkButton", "label")
    public static let toggleButtonActive = PropertyKey<Bool>("GtkToggleButton", "active")
    public static let checkButtonActive = PropertyKey<Bool>("GtkCheckButton", "active")
    public static let checkButtonLabel = PropertyKey<String?>("GtkCheckButton", "label")
    // GtkSwitch
    public static let switchActive = PropertyKey<Bool>("GtkSwitch", "active")
    public static let switchState = PropertyKey<Bool>("GtkSwitch", "state")
    // GtkLabel
    public static let labelLabel = PropertyKey<String>("GtkLabel", "label")
    public static let labelUseMarkup = PropertyKey<Bool>("GtkLabel", "use-markup")
    // GtkEditable (GtkEntry, GtkSearchEntry), GtkEntry
    public static let entryText = PropertyKey<String>("GtkEntry", "text")
    public static let entryPlaceholderText = PropertyKey<String?>("GtkEntry", "placeholder-text")
    public static let searchEntryText = PropertyKey<String>("GtkSearchEntry", "text")
    public static let searchEntryPlaceholderText = PropertyKey<String?>("GtkSearchEntry", "placeholder-text")
    // GtkAdjustment, GtkSpinButton, GtkRange
    public static let adjustmentValue = PropertyKey<Double>("GtkAdjustment", "value")
    public static let adjustmentLower = PropertyKey<Double>("GtkAdjustment", "lower")
    public static let adjustmentUpper = PropertyKey<Double>("GtkAdjustment", "upper")
    public static let spinButtonValue = PropertyKey<Double>("GtkSpinButton", "value")
    // GtkDropDown
    public static let dropDownSelected = PropertyKey<UInt32>("GtkDropDown", "selected")
    // GtkProgressBar, GtkLevelBar
    public static let progressBarFraction = PropertyKey<Double>("GtkProgressBar", "fraction")
    public static let progressBarText = PropertyKey<String?>("GtkProgressBar", "text")
    public static let progressBarShowText = PropertyKey<Bool>("GtkProgressBar", "show-text")
    public static let levelBarValue = PropertyKey<Double>("GtkLevelBar", "value")
    public static let levelBarMinValue = PropertyKey<Double>("GtkLevelBar", "min-value")
    public static let levelBarMaxValue = PropertyKey<Double>("GtkLevelBar", "max-value")
    // GtkWindow
    public static let windowTitle = PropertyKey<String?>("GtkWindow", "title")
    public static let windowDefaultWidth = PropertyKey<Int32>("GtkWindow", "default-width")
    public static let windowDefaultHeight = PropertyKey<Int32>("GtkWindow", "default-height")
    public static let windowIsActive = PropertyKey<Bool>("GtkWindow", "is-active")
    // GSimpleAction
    public static let simpleActionEnabled = PropertyKey<Bool>("GSimpleAction", "enabled")

    /// Every row, in the order above.
    public static let all: [any AnyPropertyKey] = [
        widgetVisible, widgetSensitive, widgetHasFocus, widgetTooltipText, widgetCSSClasses, widgetOpacity,
        eventControllerFocusContainsFocus,
        buttonLabel, toggleButtonActive, checkButtonActive, checkButtonLabel,
        switchActive, switchState,
        labelLabel, labelUseMarkup,
        entryText, entryPlaceholderText, searchEntryText, searchEntryPlaceholderText,
        adjustmentValue, adjustmentLower, adjustmentUpper, spinButtonValue,
        dropDownSelected,
        progressBarFraction, progressBarText, progressBarShowText, levelBarValue, levelBarMinValue, levelBarMaxValue,
        windowTitle, windowDefaultWidth, windowDefaultHeight, windowIsActive,
        simpleActionEnabled,
    ]
}
