import CGtk

extension Display {
    /// The display GTK opened when it was initialized (the one windows appear on); nil
    /// before that, or when no display could be opened.
    ///
    /// GTK's `gdk_display_get_default`. The GIR has it as a function of the class, which the
    /// generator does not write.
    public static var `default`: Display? { Display.wrap(none: gdk_display_get_default()) }
}
