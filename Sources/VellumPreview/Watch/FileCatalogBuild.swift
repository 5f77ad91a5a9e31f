import Foundation

/// Builds the catalog executable for `vellum preview`: the user's Swift files compiled as
/// one module (`PreviewedFile`, incrementally, with the flags Vellum's own `SwiftUI` module
/// was compiled with), linked against the objects this `vellum` was linked from, made into one
/// shared library once (`PreviewRuntime`). Nothing of Vellum is compiled again, so the first
/// run costs a compile of the files and two links, and an edit a compile and a small link.
///
/// Files compile without optimisation (quickest to build, whatever the build of `vellum`),
/// in the Swift 5 language mode, as an Xcode app target does by default.
struct FileCatalogBuild {
  let description: BuildDescription
  /// `<scratch>/vellum-file-preview/<files>`: objects, the module and the executable.
  let folder: URL
  let files: [URL]
  /// Where `vellum-asset-symbols` is, for local modules' asset catalogs; nil leaves them out.
  var tools: URL? = nil
  /// The files as the user named them (`files` may be adapted copies), whose repository the
  /// app's own modules are looked for in; `files` when empty.
  var named: [URL] = []

  var executable: URL { folder.appendingPathComponent("FilePreviews") }

  /// The modules a previewed file may import, and the catalog's command line.
  static let roots = [
    "SwiftUI", "SwiftData", "UIKit", "UserNotifications", "UniformTypeIdentifiers", "CoreTransferable", "os", "OSLog",
    "Photos", "PhotosUI",
    "PencilKit", "NaturalLanguage", "Network", "CoreText", "ImageIO",
    "SwiftUICore", "MessageUI", "LocalAuthentication", "HealthKit", "FinanceKit", "WeatherKit", "EventKit",
    "AuthenticationServices", "_AuthenticationServices_SwiftUI", "Playgrounds", "WatchConnectivity",
    "PassKit",
    "Charts",
    "CryptoKit", "WebKit",
    "CommonCrypto",
    "Security", "CoreGraphics", "simd", "QuartzCore", "CoreMotion", "CloudKit", "CoreMedia", "AVFoundation", "AVFAudio",
    "BackgroundTasks",
    "AVKit", "StoreKit", "Vellum",
    "Combine", "VellumPreview", "Contacts", "ContactsUI", "CoreLocation", "MapKit",
    "_MapKit_SwiftUI", "AppIntents", "WidgetKit",
    "AudioToolbox",
    "FoundationModels",
    "ActivityKit", "LinkPresentation", "CoreSpotlight", "FamilyControls", "ManagedSettings", "DeviceActivity",
  ]

  /// Compiles what changed and links. The log holds the compiler's messages, which name the
  /// user's files as given. The modules are the app's own the files import (`LocalModule`),
  /// compiled first.
  func run() -> (ok: Bool, log: String, modules: [LocalModule]) {
    var modules: [LocalModule] = []
    let result = run(modules: &modules)
    return (result.ok, result.log, modules)
  }

  private func run(modules: inout [LocalModule]) -> (ok: Bool, log: String) {
    guard let flags = description.compileFlags(like: "SwiftUI").map({ $0 + ["-Onone"] }),
      let link = description.link(product: "vellum", roots: Self.roots)
    else {
      return (false, "the build description does not say how `vellum` was compiled and linked; rebuild it")
    }
    let manager = FileManager.default
    let swiftc = description.module("SwiftUI")?.args.first ?? Self.swiftcOnPath
    let objects = folder.appendingPathComponent("objects")
    do {
      try manager.createDirectory(at: objects, withIntermediateDirectories: true)
      // The catalog: no import of the files' module, since discovery finds their previews (a
      // provider that traps there fails alone).
      let main = folder.appendingPathComponent("main.swift")
      let source = """
        import VellumPreview

        @main struct FilePreviews: PreviewCatalog {
          static var previews: [Preview] { Preview.safelyDiscovered(inModule: "PreviewedFile") }
        }

        """
      if manager.contents(atPath: main.path) != Data(source.utf8) { try Data(source.utf8).write(to: main) }
      let mainObject = folder.appendingPathComponent("main.o")
      if Self.isStale(mainObject, comparedWith: [main] + Self.modules(in: flags, named: ["VellumPreview"])) {
        let result = Self.run(
          swiftc,
          ["-module-name", "FilePreviews", "-parse-as-library", "-c", main.path, "-o", mainObject.path]
            + ["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "FilePreviews_main"] + flags)
        guard result.ok else { return result }
        // The compiler leaves an object whose bytes did not change as it was, with its old
        // time, which left it older than the module it was checked against: compiled again
        // on every run (0.15 s of each edit).
        try manager.setAttributes([.modificationDate: Date()], ofItemAtPath: mainObject.path)
      }
      // The app's own modules the files import, each compiled before what imports it; an
      // import nothing provides fails here, in a second, with where it is.
      let local = localModules(swiftc: swiftc, flags: flags)
      guard local.failures.isEmpty else { return (false, local.failures.joined(separator: "\n")) }
      modules = local.modules
      let moduleFolder = folder.appendingPathComponent("modules")
      var searched = flags + ["-I", moduleFolder.path]
      var headers: [URL] = []
      var moduleObjects: [String] = []
      for module in modules {
        let build = moduleFolder.appendingPathComponent("\(module.name).build")
        if let c = module.c {
          let clang = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("clang").path
          let target = CTargetBuild(module: module, target: c, folder: build, clang: clang)
          let compiled = target.run(includes: headers)
          guard compiled.ok else { return (false, compiled.log) }
          moduleObjects += compiled.objects
          searched += target.swiftFlags
          headers.append(c.headers)
          continue
        }
        var generated: [URL] = []
        if let tools {
          // Its resources, flattened as SwiftPM bundles them, are its `Bundle.module`.
          let bundle = build.appendingPathComponent("\(module.name).resources")
          PreviewResources.linkPackageResources(of: module.folder, into: bundle)
          let made = PreviewResources(paths: [module.folder.path]).generatedSources(
            for: module.files, in: build.appendingPathComponent("generated"), tools: tools, bundle: bundle)
          for problem in made.problems { FileHandle.standardError.write(Data("note: \(problem)\n".utf8)) }
          generated = made.files
        }
        let sources =
          ObjectiveCAttributes.adapt(module.files, into: build.appendingPathComponent("adapted")) + generated
        let compiled = try compile(
          sources, as: module.name, in: build, swiftc: swiftc,
          flags: (module.package.map { ["-package-name", $0] } ?? []) + Self.packageFlags(module.package != nil)
            + searched,
          moduleFile: moduleFolder.appendingPathComponent("\(module.name).swiftmodule"))
        guard compiled.ok else { return (false, compiled.log) }
        moduleObjects += compiled.objects
      }
      // The files, incrementally.
      let compiled = try compile(
        files, as: "PreviewedFile", in: objects, swiftc: swiftc, flags: searched, moduleFile: nil)
      guard compiled.ok else { return (false, compiled.log) }
      let fileObjects = moduleObjects + compiled.objects
      // Linked beside the running catalog, then moved over it, so workers never see half a file.
      let linked = folder.appendingPathComponent("FilePreviews.linking")
      let lld = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("ld.lld")
      let linker = manager.isExecutableFile(atPath: lld.path) ? ["-use-ld=lld"] : []
      let runtime = PreviewRuntime(
        folder: folder.deletingLastPathComponent().appendingPathComponent("runtime-\(description.configuration)"))
      let library = runtime.update(swiftc: swiftc, objects: link.objects, flags: link.flags + linker)
      guard library.ok else { return library }
      var arguments = ["-emit-executable", "-o", linked.path] + fileObjects + [mainObject.path]
      arguments += runtime.linkFlags + link.flags + ["-Xlinker", "--defsym", "-Xlinker", "main=FilePreviews_main"]
      let result = Self.run(swiftc, arguments + linker)
      guard result.ok else { return result }
      guard rename(linked.path, executable.path) == 0 else {
        return (false, "cannot move \(linked.path) to \(executable.path): \(String(cString: strerror(errno)))")
      }
      return (true, compiled.log + result.log)
    } catch {
      return (false, "cannot write \(folder.path): \(error)")
    }
  }

  /// Compiles `sources` as module `name`, incrementally: an output file map in `objects`
  /// names each file's object and dependency record (two files of one name get numbered
  /// objects). A module is emitted to `moduleFile` for the app's modules that other files
  /// import; the previewed files' own module is imported by nothing, and emitting it took a
  /// second compiler job on every edit (0.2 s of a loaded two-core machine's edit).
  private func compile(
    _ sources: [URL], as name: String, in objects: URL, swiftc: String, flags: [String], moduleFile: URL?
  ) throws -> (ok: Bool, log: String, objects: [String]) {
    let manager = FileManager.default
    try manager.createDirectory(at: objects, withIntermediateDirectories: true)
    var map: [String: [String: String]] = [
      "": ["swift-dependencies": objects.appendingPathComponent("module.swiftdeps").path]
    ]
    var taken: [String: Int] = [:]
    var made: [String] = []
    for file in sources {
      let base = file.deletingPathExtension().lastPathComponent
      let count = taken[base, default: 0]
      taken[base] = count + 1
      let stem = objects.appendingPathComponent(count == 0 ? base : "\(base)-\(count + 1)").path
      map[file.path] = ["object": stem + ".o", "swift-dependencies": stem + ".swiftdeps"]
      made.append(stem + ".o")
    }
    let mapFile = objects.appendingPathComponent("output-file-map.json")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let mapData = try encoder.encode(map)
    if manager.contents(atPath: mapFile.path) != mapData { try mapData.write(to: mapFile) }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let result = Self.run(
      swiftc,
      ["-module-name", name, "-parse-as-library"] + Self.languageMode + ["-incremental"]
        + ["-enable-batch-mode", "-j\(cores)", "-output-file-map", mapFile.path, "-c"] + sources.map(\.path)
        + (moduleFile.map { ["-emit-module", "-emit-module-path", $0.path] } ?? []) + Self.implicitImports + flags)
    return (result.ok, result.log, made)
  }

  /// The app's own modules the files import, directly or through each other, in the order
  /// they compile in; and, as compiler errors, each import that neither they, Vellum nor the
  /// toolchain provides. A module is looked for in the package of the module importing it,
  /// then in the files' repository, then in the remote packages the repository pins or
  /// declares (`PackageCheckouts`).
  func localModules(swiftc: String, flags: [String]) -> (modules: [LocalModule], failures: [String]) {
    var order: [LocalModule] = []
    var visiting: Set<String> = []
    var failures: [String] = []
    var repository: LocalModule.Repository?
    var remote: PackageCheckouts?
    let scans = folder.appendingPathComponent("imports")
    let named = self.named.isEmpty ? files : self.named
    func find(_ name: String, home: URL?) -> Result<LocalModule, LocalModule.Unsupported>? {
      // A package's own targets first, so a package's `Core` is never the app's.
      if let home, let own = LocalModule.find(name, in: .init(package: home), excluding: []) { return own }
      if repository == nil, let root = LocalModule.repository(of: named) { repository = .init(root: root) }
      if let found = repository.flatMap({ LocalModule.find(name, in: $0, excluding: named) }) { return found }
      if remote == nil {
        remote = PackageCheckouts(
          resolved: repository?.resolved ?? [], submodules: repository?.uncheckedSubmodules ?? [],
          requirements: repository?.requirements ?? [],
          products: repository?.products ?? [:],
          folder: Self.checkoutsFolder(beside: folder))
      }
      return remote?.find(name, from: home)
    }
    func visit(_ sources: [URL], as name: String, package: URL?) {
      let scan = ImportScan(
        swiftc: swiftc, flags: flags + Self.packageFlags(package != nil),
        cache: scans.appendingPathComponent("\(name).txt"))
      for missing in scan.missing(in: sources) ?? [] {
        guard !order.contains(where: { $0.name == missing.module }), !visiting.contains(missing.module) else {
          continue
        }
        switch find(missing.module, home: package) {
        case nil:
          failures.append(
            missing.diagnostic + (remote?.explanation(for: missing.module).map { " (\($0))" } ?? ""))
        case .failure(let unsupported)?:
          failures.append(
            "\(missing.file):\(missing.line):\(missing.column): error: cannot build module '\(missing.module)': "
              + unsupported.reason)
        case .success(let module)?:
          visiting.insert(module.name)
          if !module.files.isEmpty { visit(module.files, as: module.name, package: module.packageFolder) }
          visiting.remove(module.name)
          order.append(module)
        }
      }
    }
    visit(files, as: "PreviewedFile", package: nil)
    return (order, failures)
  }

  /// Where fetched packages are kept: `checkouts` beside the builds' folders, or the folder
  /// `VELLUM_CHECKOUTS` names.
  static func checkoutsFolder(beside folder: URL) -> URL {
    if let named = ProcessInfo.processInfo.environment["VELLUM_CHECKOUTS"], !named.isEmpty {
      return URL(fileURLWithPath: named)
    }
    return folder.deletingLastPathComponent().appendingPathComponent("checkouts")
  }

  /// SwiftPM compiles a package's targets with `SWIFT_PACKAGE` defined, which packages test
  /// to reach `Bundle.module`.
  static func packageFlags(_ isPackage: Bool) -> [String] { isPackage ? ["-DSWIFT_PACKAGE"] : [] }

  /// The language an Xcode app target compiles by default: Swift 5 mode, with bare `/.../`
  /// regex literals, which Xcode's "Enable Bare Slash Regex Literals" setting turns on unless a
  /// project turns it off (the compiler's own default in Swift 5 mode is off, so a file with
  /// `let digits = /[0-9]+/` failed to parse here and compiles in Xcode).
  static let languageMode = ["-swift-version", "5", "-enable-bare-slash-regex"]

  /// Apple's Foundation re-exports Combine, Observation and Security, so a view model that
  /// imports only Foundation finds `ObservableObject`, `@Published`, `@Observable`,
  /// `URLSession` and the keychain's `SecItemAdd` there. Linux's does not: every file is
  /// compiled with Vellum's Combine (which re-exports FoundationNetworking), Observation and
  /// Security imported, as Darwin effectively does.
  ///
  /// Vellum is imported too, publicly: a `#Preview` expands to a public type conforming to
  /// Vellum's `_PreviewRegistry`, which a file that writes `internal import SwiftUI` (Swift 6's
  /// access-level imports) could not declare, as Vellum would reach it only internally. On iOS
  /// the macro's type is internal and such a file compiles.
  static let implicitImports = ["Combine", "Observation", "Security", "Vellum"].flatMap {
    ["-Xfrontend", "-import-module", "-Xfrontend", $0]
  }

  /// Whether `output` is missing or older than any of `inputs`.
  static func isStale(_ output: URL, comparedWith inputs: [URL]) -> Bool {
    func date(_ url: URL) -> Date? {
      (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
    guard let made = date(output) else { return true }
    return inputs.contains { (date($0) ?? .distantFuture) > made }
  }

  /// The module files of `names` in the `-I` folders of `flags`.
  static func modules(in flags: [String], named names: [String]) -> [URL] {
    zip(flags, flags.dropFirst()).filter { $0.0 == "-I" }.flatMap { pair in
      names.map { URL(fileURLWithPath: pair.1).appendingPathComponent("\($0).swiftmodule") }
    }.filter { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// The `swiftc` on the path, if the description names none.
  static let swiftcOnPath: String = {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(folder)/swiftc"
      // Not the link's target: `swiftc` is a link to `swift-driver`, which acts by the name
      // it is run as.
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return "/usr/bin/swiftc"
  }()

  /// Runs a tool, its output and errors together in the log.
  static func run(_ swiftc: String, _ arguments: [String], environment: [String: String]? = nil) -> (
    ok: Bool, log: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    process.arguments = arguments
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return (false, "cannot run \(swiftc): \(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitForExit()
    return (process.terminationStatus == 0, String(decoding: data, as: UTF8.self))
  }
}
