import Foundation

/// What SwiftPM's build description (`<scratch>/debug.yaml` or `release.yaml`, an llbuild
/// manifest) says about the build that made this executable: how its Swift modules were
/// compiled and what its executable links. `vellum preview` compiles a user's files with
/// the same flags and links them with the same objects, so it reuses the Vellum already
/// built for the package instead of building a second copy.
struct BuildDescription {
  /// A command's `inputs:` and `args:`, kept as the JSON arrays they are written as and
  /// decoded when read: a preview reads a few dozen of the description's thousand commands.
  struct Command {
    var inputsText: Substring = "[]"
    var argsText: Substring = "[]"

    var inputs: [String] { Self.decode(inputsText) }
    var args: [String] { Self.decode(argsText) }

    static func decode(_ text: Substring) -> [String] {
      (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
    }
  }

  /// Commands by name (`C.Vellum-x86_64-unknown-linux-gnu-debug.module`).
  var commands: [String: Command]
  /// `x86_64-unknown-linux-gnu`, as the commands' names spell it.
  var triple: String
  /// `debug` or `release`.
  var configuration: String

  /// The description of the build whose products are in `bin` (`.build/<triple>/debug`),
  /// or nil when there is none (the executable was copied out of its build folder).
  static func load(bin: URL) -> BuildDescription? {
    let bin = bin.resolvingSymlinksInPath()
    let configuration = bin.lastPathComponent
    let file = WatchCommand.Build.scratch(of: bin).appendingPathComponent("\(configuration).yaml")
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
    let description = BuildDescription(
      commands: parse(text), triple: bin.deletingLastPathComponent().lastPathComponent, configuration: configuration)
    return description.commands.isEmpty ? nil : description
  }

  /// The `inputs:` and `args:` of each command. Both are JSON arrays on one line. The text is
  /// split as bytes: splitting the 2 MB description as characters took 0.1 s of every edit.
  static func parse(_ text: String) -> [String: Command] {
    var commands: [String: Command] = [:]
    var name: String?
    var command = Command()
    for bytes in text.utf8.split(separator: UInt8(ascii: "\n")) {
      let line = Substring(bytes)
      if line.hasPrefix("  \""), line.hasSuffix("\":"), !line.hasPrefix("   ") {
        if let name { commands[name] = command }
        name = String(line.dropFirst(3).dropLast(2))
        command = Command()
      } else if !line.hasPrefix("  ") {
        if let name { commands[name] = command }
        name = nil
      } else if line.hasPrefix("    inputs: ") {
        command.inputsText = line.dropFirst("    inputs: ".count)
      } else if line.hasPrefix("    args: ") {
        command.argsText = line.dropFirst("    args: ".count)
      }
    }
    if let name { commands[name] = command }
    return commands
  }

  func module(_ name: String) -> Command? { commands["C.\(name)-\(triple)-\(configuration).module"] }

  /// The flags a Swift file needs to import `module`'s dependencies as `module` was
  /// compiled: search paths, C module maps, the macro plugin and conditions (not the
  /// optimisation level).
  func compileFlags(like module: String) -> [String]? {
    guard let args = self.module(module)?.args, !args.isEmpty else { return nil }
    let valued: Set = ["-I", "-target", "-module-cache-path", "-Xcc", "-Xfrontend", "-sdk", "-resource-dir"]
    var flags: [String] = []
    var index = 1
    while index < args.count {
      let arg = args[index]
      if valued.contains(arg), index + 1 < args.count {
        flags += [arg, args[index + 1]]
        index += 2
        continue
      }
      if arg.hasPrefix("-I") || arg.hasPrefix("-D")
        || ["-g", "-enable-testing"].contains(arg)
      {
        flags.append(arg)
      }
      index += 1
    }
    return flags
  }

  /// The Swift modules `roots` import, directly or not, by the module files their compile
  /// commands read.
  func dependencies(of roots: [String]) -> Set<String> {
    var found = Set<String>()
    var pending = roots
    while let name = pending.popLast() {
      guard found.insert(name).inserted, let command = module(name) else { continue }
      for input in command.inputs where input.hasSuffix(".swiftmodule") && input.contains("/Modules/") {
        pending.append(URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent)
      }
    }
    return found
  }

  /// What linking against `roots` takes, out of executable `product`'s link: the object
  /// files of those modules and of C targets (which have no Swift module), and the
  /// libraries and library paths.
  func link(product: String, roots: [String]) -> (objects: [String], flags: [String])? {
    guard let command = commands["C.\(product)-\(triple)-\(configuration).exe"] else { return nil }
    let wanted = dependencies(of: roots)
    let objects = command.inputs.filter { input in
      guard input.hasSuffix(".o") else { return false }
      let folder = URL(fileURLWithPath: input).deletingLastPathComponent().lastPathComponent
      guard folder.hasSuffix(".build") else { return false }
      let module = String(folder.dropLast(".build".count))
      return wanted.contains(module) || self.module(module) == nil && module != product
    }
    let args = command.args
    var flags: [String] = []
    var index = 1
    while index < args.count {
      let arg = args[index]
      if arg == "-L", index + 1 < args.count {
        flags += [arg, args[index + 1]]
        index += 2
        continue
      }
      if arg.hasPrefix("-l") || arg.hasPrefix("-L") { flags.append(arg) }
      index += 1
    }
    return objects.isEmpty ? nil : (objects, flags)
  }
}
