/// An interface the config generates as a class (`interfaceClasses`: `Gio.File`), because no
/// public class implements it: its `new_…` functions that return a new instance of it
/// (`transfer full`) are the class's initializers, `g_file_new_for_path(path)` →
/// `File(path:)`. The class wraps any instance of a private implementation (`GLocalFile`):
/// `WrapperClass` falls back to the wrapper of an interface an unwrapped class implements.
enum InterfaceClass {
    static func constructors(of type: Interface, named girName: TypeName) -> [Callable] {
        type.members.functions.compactMap { function in
            guard function.name.hasPrefix("new_"), function.returnValue.transfer == .full,
                  function.returnValue.type.name?.qualified(in: girName.namespace!) == girName else { return nil }
            var constructor = function
            constructor.kind = .constructor
            return constructor
        }
    }
}
