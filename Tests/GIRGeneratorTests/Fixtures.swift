@testable import GIRGenerator

/// A tiny GIR file with one of each thing the model reads.
enum Fixtures {
    static let gir = """
    <?xml version="1.0"?>
    <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
                xmlns:c="http://www.gtk.org/introspection/c/1.0" xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
      <include name="GObject" version="2.0"/>
      <package name="demo"/>
      <c:include name="demo/demo.h"/>
      <namespace name="Demo" version="1.0" shared-library="libdemo.so.1" c:identifier-prefixes="Demo" c:symbol-prefixes="demo">
        <alias name="Size" c:type="DemoSize"><type name="gint" c:type="int"/></alias>
        <class name="Widget" c:type="DemoWidget" parent="GObject.InitiallyUnowned" abstract="1"
               glib:type-name="DemoWidget" glib:get-type="demo_widget_get_type" glib:type-struct="WidgetClass">
          <doc xml:space="preserve">The base of all widgets.</doc>
          <source-position filename="demo/demowidget.h" line="3"/>
          <implements name="Buildable"/>
          <method name="set_halign" c:identifier="demo_widget_set_halign" glib:set-property="halign">
            <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
            <parameters>
              <instance-parameter name="widget" transfer-ownership="none"><type name="Widget" c:type="DemoWidget*"/></instance-parameter>
              <parameter name="align" transfer-ownership="none"><type name="Align" c:type="DemoAlign"/></parameter>
            </parameters>
          </method>
          <method name="get_name" c:identifier="demo_widget_get_name" deprecated="1" deprecated-version="1.2">
            <doc-deprecated xml:space="preserve">Use [method@Demo.Widget.get_label].</doc-deprecated>
            <return-value transfer-ownership="full" nullable="1"><type name="utf8" c:type="char*"/></return-value>
            <parameters>
              <instance-parameter name="widget" transfer-ownership="none"><type name="Widget" c:type="DemoWidget*"/></instance-parameter>
              <parameter name="width" direction="out" caller-allocates="0" transfer-ownership="full" optional="1" allow-none="1">
                <type name="gint" c:type="int*"/>
              </parameter>
              <parameter name="callback" transfer-ownership="none" nullable="1" allow-none="1" scope="notified" closure="2" destroy="3">
                <type name="Callback" c:type="DemoCallback"/>
              </parameter>
              <parameter name="names" transfer-ownership="none"><array c:type="char**"><type name="utf8" c:type="char*"/></array></parameter>
              <parameter name="rest" transfer-ownership="none"><varargs/></parameter>
            </parameters>
          </method>
          <method name="get_size" c:identifier="demo_widget_get_size">
            <return-value transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></return-value>
            <parameters>
              <instance-parameter name="widget" transfer-ownership="none"><type name="Widget" c:type="DemoWidget*"/></instance-parameter>
              <parameter name="for_align" transfer-ownership="none"><type name="Align" c:type="DemoAlign"/></parameter>
              <parameter name="width" direction="out" caller-allocates="0" transfer-ownership="full"><type name="gint" c:type="int*"/></parameter>
              <parameter name="align" direction="out" caller-allocates="0" transfer-ownership="full"><type name="Align" c:type="DemoAlign*"/></parameter>
            </parameters>
          </method>
          <method name="set_spacing" c:identifier="demo_widget_set_spacing">
            <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
            <parameters>
              <instance-parameter name="widget" transfer-ownership="none"><type name="Widget" c:type="DemoWidget*"/></instance-parameter>
              <parameter name="spacing" transfer-ownership="none"><type name="guint" c:type="guint"/></parameter>
            </parameters>
          </method>
          <method name="get_spacing" c:identifier="demo_widget_get_spacing">
            <return-value transfer-ownership="none"><type name="gsize" c:type="gsize"/></return-value>
            <parameters>
              <instance-parameter name="widget" transfer-ownership="none"><type name="Widget" c:type="DemoWidget*"/></instance-parameter>
            </parameters>
          </method>
          <property name="halign" writable="1" transfer-ownership="none" setter="set_halign" default-value="DEMO_ALIGN_FILL">
            <doc xml:space="preserve">How to align.</doc>
            <type name="Align"/>
          </property>
          <property name="name" readable="0" writable="1" construct-only="1" transfer-ownership="none"><type name="utf8" c:type="gchar*"/></property>
          <property name="visible" writable="1" transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></property>
          <property name="has-frame" transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></property>
          <glib:signal name="key-pressed" when="last" detailed="1" action="1">
            <return-value transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></return-value>
            <parameters>
              <parameter name="keyval" transfer-ownership="none"><type name="guint" c:type="guint"/></parameter>
              <parameter name="child" transfer-ownership="none" nullable="1"><type name="Widget"/></parameter>
            </parameters>
          </glib:signal>
        </class>
        <class name="Button" c:type="DemoButton" parent="Widget" glib:type-name="DemoButton" glib:get-type="demo_button_get_type" final="1">
          <constructor name="new" c:identifier="demo_button_new">
            <return-value transfer-ownership="none"><type name="Widget" c:type="DemoWidget*"/></return-value>
          </constructor>
          <function name="get_default" c:identifier="demo_button_get_default" throws="1">
            <return-value transfer-ownership="none"><type name="Button" c:type="DemoButton*"/></return-value>
          </function>
        </class>
        <class name="Settings" c:type="DemoSettings" parent="GObject.Object" glib:type-name="DemoSettings" glib:get-type="demo_settings_get_type"/>
        <interface name="Buildable" c:type="DemoBuildable" glib:type-name="DemoBuildable" glib:get-type="demo_buildable_get_type">
          <prerequisite name="GObject.Object"/>
          <property name="id" writable="1" transfer-ownership="none"><type name="utf8"/></property>
        </interface>
        <record name="Rgba" c:type="DemoRgba" glib:type-name="DemoRgba" glib:get-type="demo_rgba_get_type">
          <field name="red" writable="1"><type name="gdouble" c:type="double"/></field>
        </record>
        <callback name="Callback" c:type="DemoCallback">
          <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
        </callback>
        <enumeration name="Align" version="1.0" glib:type-name="DemoAlign" glib:get-type="demo_align_get_type" c:type="DemoAlign">
          <doc xml:space="preserve">How to align a [class@Demo.Widget].

    More text that is not the summary.</doc>
          <member name="fill" value="0" c:identifier="DEMO_ALIGN_FILL" glib:nick="fill"><doc xml:space="preserve">fill, %TRUE</doc></member>
          <member name="start" value="1" c:identifier="DEMO_ALIGN_START" glib:nick="start"/>
          <member name="left" value="1" c:identifier="DEMO_ALIGN_LEFT" glib:nick="left" deprecated="1" deprecated-version="1.4"/>
          <member name="default" value="2" c:identifier="DEMO_ALIGN_DEFAULT" glib:nick="default"/>
          <member name="2d_flat" value="3" c:identifier="DEMO_ALIGN_2D_FLAT" glib:nick="2d-flat"/>
          <member name="negative" value="-1" c:identifier="DEMO_ALIGN_NEGATIVE" glib:nick="negative"/>
          <member name="old" value="4" c:identifier="DEMO_ALIGN_OLD" glib:nick="old" deprecated="1" deprecated-version="1.3">
            <doc-deprecated xml:space="preserve">Use %DEMO_ALIGN_START.</doc-deprecated>
          </member>
        </enumeration>
        <enumeration name="Error" c:type="DemoError" glib:error-domain="demo-error-quark">
          <member name="failed" value="0" c:identifier="DEMO_ERROR_FAILED"/>
        </enumeration>
        <bitfield name="StateFlags" glib:type-name="DemoStateFlags" glib:get-type="demo_state_flags_get_type" c:type="DemoStateFlags">
          <member name="normal" value="0" c:identifier="DEMO_STATE_FLAG_NORMAL" glib:nick="normal"/>
          <member name="active" value="1" c:identifier="DEMO_STATE_FLAG_ACTIVE" glib:nick="active"/>
          <member name="focus_within" value="16384" c:identifier="DEMO_STATE_FLAG_FOCUS_WITHIN" glib:nick="focus-within"/>
          <member name="high" value="2147483648" c:identifier="DEMO_STATE_FLAG_HIGH" glib:nick="high"/>
          <member name="mask" value="3" c:identifier="DEMO_STATE_FLAG_MASK" glib:nick="mask"/>
        </bitfield>
        <function name="init" c:identifier="demo_init">
          <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
        </function>
      </namespace>
    </repository>
    """

    static func repository() throws -> Repository { try GIRParser.parse(gir) }

    static let context = GenerationContext(girFile: "Demo-1.0.gir", libraryVersion: "Demo 1.0.1")

    /// The hand-written root class every generated class derives from.
    static let object = GeneratorConfig.HandWrittenType(gir: TypeName(namespace: "GObject", name: "Object"), swift: "Object", kind: .class, cType: "GObject")

    /// The config the fixture is generated with: the `Widget` family (so `Settings` is not
    /// selected), `Object` hand-written, with what the test declares.
    static func config(members: [String: Set<MemberName>] = [:], handWrittenTypes: [GeneratorConfig.HandWrittenType] = [],
                       leftOut: [GeneratorConfig.LeftOut] = [], booleanNames: [GeneratorConfig.BooleanName] = []) -> GeneratorConfig {
        GeneratorConfig(
            file: "Demo.json", output: GeneratorConfig.Output(sources: "Generated"),
            namespaces: [GeneratorConfig.NamespaceEntry(name: "Demo", version: "1.0", tests: "TestsGenerated", classFamilies: ["Widget"],
                                                         booleanForwarders: true, leftOut: leftOut)],
            handWrittenTypes: [object] + handWrittenTypes, handWrittenMembers: members, booleanNames: booleanNames
        )
    }

    static func generate(_ config: GeneratorConfig = config(), declarations: CDeclarations? = nil) throws -> Generator.Output {
        try Generator.generate(repository().namespace, config: config, declarations: declarations, context: context)
    }
}
