import CGtk

/// Keyboard accelerators of the application's and its windows' actions, by detailed name,
/// so one accelerator can pick one item of a radio group: `"<Control>1"` for
/// `"win.sort('name')"`.
extension Application {
    /// Sets the accelerators of the action `detailedName` names, with its target.
    public func setAccelerators(_ accelerators: [String], for detailedName: DetailedActionName) {
        setAccelerators(accelerators, for: detailedName.description)
    }

    /// The accelerators set for a detailed action name (`gtk_application_get_accels_for_action`),
    /// in GTK's spelling (`"<Control>1"`).
    public func accelerators(for detailedActionName: String) -> [String] {
        swiftStrings(gtk_application_get_accels_for_action(pointer(as: GtkApplication.self), detailedActionName), taking: true)
    }

    /// The detailed names of the actions `accelerator` activates
    /// (`gtk_application_get_actions_for_accel`): `["win.sort('name')"]`.
    public func actions(forAccelerator accelerator: String) -> [String] {
        swiftStrings(gtk_application_get_actions_for_accel(pointer(as: GtkApplication.self), accelerator), taking: true)
    }
}
