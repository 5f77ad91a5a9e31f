/// Menu-bar commands, as in SwiftUI's `.commands { … }`. Vellum has no menu bar: commands
/// are accepted, type-checked and not drawn.
public protocol Commands {
  associatedtype Body: Commands
  @CommandsBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Commands {}

/// Builds commands from a `.commands { … }` block.
@resultBuilder
public enum CommandsBuilder {
  public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }
  public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> EmptyCommands {
    EmptyCommands()
  }
  public static func buildOptional<Content: Commands>(_ content: Content?) -> EmptyCommands { EmptyCommands() }
  public static func buildEither<T: Commands>(first: T) -> EmptyCommands { EmptyCommands() }
  public static func buildEither<F: Commands>(second: F) -> EmptyCommands { EmptyCommands() }
  public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> EmptyCommands {
    EmptyCommands()
  }
}

/// No commands.
public struct EmptyCommands: Commands {
  public init() {}
  public var body: Never { fatalError("EmptyCommands has no body") }
}

/// Items added to, or replacing, a standard menu group.
nonisolated public struct CommandGroup<Content: View>: Commands {
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  public var body: Never { fatalError("CommandGroup has no body") }
}

/// A menu of its own in the menu bar.
nonisolated public struct CommandMenu<Content: View>: Commands {
  public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  public init(_ name: Text, @ViewBuilder content: () -> Content) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError("CommandMenu has no body") }
}

/// The standard command sets an app can add.
public struct SidebarCommands: Commands {
  public init() {}
  public var body: Never { fatalError("SidebarCommands has no body") }
}
public struct ToolbarCommands: Commands {
  public init() {}
  public var body: Never { fatalError("ToolbarCommands has no body") }
}
public struct TextEditingCommands: Commands {
  public init() {}
  public var body: Never { fatalError("TextEditingCommands has no body") }
}
public struct TextFormattingCommands: Commands {
  public init() {}
  public var body: Never { fatalError("TextFormattingCommands has no body") }
}
public struct InspectorCommands: Commands {
  public init() {}
  public var body: Never { fatalError("InspectorCommands has no body") }
}

/// Where a command group goes among the standard menus.
public struct CommandGroupPlacement: Sendable {
  let name: String
  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  public static let systemServices = CommandGroupPlacement(name: "systemServices")
  public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
  public static let appTermination = CommandGroupPlacement(name: "appTermination")
  public static let newItem = CommandGroupPlacement(name: "newItem")
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  public static let importExport = CommandGroupPlacement(name: "importExport")
  public static let printItem = CommandGroupPlacement(name: "printItem")
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  public static let textEditing = CommandGroupPlacement(name: "textEditing")
  public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  public static let windowSize = CommandGroupPlacement(name: "windowSize")
  public static let windowList = CommandGroupPlacement(name: "windowList")
  public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
  public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
  public static let help = CommandGroupPlacement(name: "help")
}
