import Foundation

/// A module an app imports from its own repository: a target of one of its local Swift
/// packages (`Packages/DesignSystem`, whose `Package.swift` declares `DesignSystem`), or an
/// Xcode framework target's folder (`BookKit/`). Xcode builds these before the app; `vellum
/// preview` finds them by the name the file imports and compiles them the same way, so a
/// screen that writes `import DesignSystem` previews without being edited.
///
/// Vellum reads `Package.swift` as text (it does not run it): a target's `name:` and `path:`,
/// its `exclude:` and C settings, and SwiftPM's default folders (`Sources/<name>`,
/// `Source/<name>`, `src/<name>`). Swift and C targets are built (`CTargetBuild`); Objective-C,
/// C++, binary and macro targets cannot be compiled here, and say so.
struct LocalModule: Equatable {
  let name: String
  /// The folder of its sources.
  let folder: URL
  /// Its Swift files, in order.
  let files: [URL]
  /// The folder of the package it belongs to, or nil for a framework folder.
  let packageFolder: URL?

  /// Its package's name (for `-package-name`), or nil for a framework folder.
  var package: String? { packageFolder?.lastPathComponent }
  /// A C target's sources (its `files` are then empty), public headers' folder and settings.
  var c: CTarget? = nil

  struct CTarget: Equatable {
    let sources: [URL]
    let headers: URL
    let defines: [String]
    /// Folders its own sources search, besides the target's.
    let searchPaths: [URL]
  }

  /// Why a module the file imports was found but cannot be built here.
  struct Unsupported: Error, Equatable {
    let reason: String
  }

  /// The repository the files belong to: the nearest folder above them with `.git`, else the
  /// highest with a `Package.swift`, an Xcode project or workspace, else their own folder.
  /// Never the file system's root or the home folder. Every folder up to the root is looked
  /// at (one listing each), however deep the files are: an app's screens sit seven or more
  /// folders below its project (`Mlem/App/Views/Root/Tabs/Settings/…`).
  static func repository(of files: [URL]) -> URL? {
    let manager = FileManager.default
    guard let first = files.first else { return nil }
    let unsearched = ["/", manager.homeDirectoryForCurrentUser.standardizedFileURL.path]
    var common = first.deletingLastPathComponent().standardizedFileURL.pathComponents
    for file in files.dropFirst() {
      let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
      common = Array(zip(common, components).prefix { $0.0 == $0.1 }.map(\.0))
    }
    var project: URL?
    // The folders from the files' own up to the root: one fewer component each, so it ends.
    for count in stride(from: common.count, to: 0, by: -1) {
      let folder = URL(fileURLWithPath: NSString.path(withComponents: Array(common.prefix(count))))
      guard !unsearched.contains(folder.path) else { continue }
      if manager.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder }
      let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
      if names.contains(where: { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") })
      {
        project = folder
      }
    }
    if let project { return project }
    let own = URL(fileURLWithPath: NSString.path(withComponents: common))
    return unsearched.contains(own.path) ? nil : own
  }

  /// Folders never searched: build products, dependencies' checkouts, bundles.
  static let skippedFolders: Set<String> = [
    ".build", "build", "Pods", "Carthage", "node_modules", "DerivedData", "checkouts", "vendor",
  ]

  /// What a repository holds that a module may come from, found in one walk (eight levels).
  struct Repository {
    let root: URL
    /// Every `Package.swift`.
    var manifests: [URL] = []
    /// Every `Package.resolved`: a package's, and those Xcode keeps in a project or workspace
    /// (`xcshareddata/swiftpm/Package.resolved`).
    var resolved: [URL] = []
    /// Every Xcode project's `project.pbxproj`, for the packages it references.
    var projects: [URL] = []
    /// Every folder, by name, shallowest first.
    var folders: [String: [URL]] = [:]

    init(root: URL) {
      self.root = root
      let manager = FileManager.default
      var level = [root]
      for _ in 0..<8 where !level.isEmpty {
        var next: [URL] = []
        for folder in level {
          let names = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
          for name in names {
            let item = folder.appendingPathComponent(name)
            if name == "Package.swift" { manifests.append(item) }
            if name == "Package.resolved" { resolved.append(item) }
            if name.hasSuffix(".xcodeproj"),
              manager.fileExists(atPath: item.appendingPathComponent("project.pbxproj").path)
            {
              projects.append(item.appendingPathComponent("project.pbxproj"))
            }
            if name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") {
              resolved += Self.xcodeResolved.map { item.appendingPathComponent($0) }.filter {
                manager.fileExists(atPath: $0.path)
              }
            }
            var isFolder: ObjCBool = false
            guard !name.hasPrefix("."), !LocalModule.skippedFolders.contains(name), !name.contains(".xc"),
              manager.fileExists(atPath: item.path, isDirectory: &isFolder), isFolder.boolValue
            else { continue }
            folders[name, default: []].append(item)
            next.append(item)
          }
        }
        level = next
      }
    }

    /// The remote packages its manifests and Xcode projects declare.
    var requirements: [PackageRequirement] {
      let manifests = manifests.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
        .flatMap(PackageRequirement.inManifest)
      let projects = projects.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
        .flatMap(PackageRequirement.inProject)
      return projects + manifests
    }

    /// The package each product's module comes from (its identity, lowercased), as manifests'
    /// `.product(name:package:)` and Xcode projects' package product dependencies say.
    var products: [String: String] {
      var found: [String: String] = [:]
      for text in projects.compactMap({ try? String(contentsOf: $0, encoding: .utf8) }) {
        found.merge(PackageRequirement.productsInProject(text)) { old, _ in old }
      }
      for text in manifests.compactMap({ try? String(contentsOf: $0, encoding: .utf8) }) {
        found.merge(PackageRequirement.productsInManifest(text)) { old, _ in old }
      }
      return found
    }

    /// A single package's folder (a remote package's checkout): its own manifest only.
    init(package: URL) {
      root = package
      let manifest = package.appendingPathComponent("Package.swift")
      if FileManager.default.fileExists(atPath: manifest.path) { manifests = [manifest] }
    }

    /// Where Xcode keeps a project's or workspace's resolved packages.
    static let xcodeResolved = [
      "project.xcworkspace/xcshareddata/swiftpm/Package.resolved", "xcshareddata/swiftpm/Package.resolved",
    ]
  }

  /// The module `name` in `repository`, nil if it has none, or why it cannot be built.
  /// A package target of that name comes first, then a folder of that name holding Swift
  /// files (the shallowest); folders that hold any of `excluded` (the previewed files) are not
  /// modules of their own.
  static func find(_ name: String, in repository: Repository, excluding excluded: [URL]) -> Result<
    LocalModule, Unsupported
  >? {
    for manifest in repository.manifests {
      guard let text = try? String(contentsOf: manifest, encoding: .utf8),
        let target = PackageManifestText(text).target(named: name)
      else { continue }
      let package = manifest.deletingLastPathComponent()
      guard target.kind == "target" || target.kind == "executableTarget" else {
        return .failure(
          Unsupported(
            reason: "\(name) is a .\(target.kind) in \(manifest.path), which vellum preview cannot build"))
      }
      let candidates =
        target.path.map { [package.appendingPathComponent($0)] }
        ?? ["Sources", "Source", "src", "srcs"].map { package.appendingPathComponent($0).appendingPathComponent(name) }
      for folder in candidates where FileManager.default.fileExists(atPath: folder.path) {
        // One walk of the target's folder, less its `exclude:` paths: Swift files, else C ones.
        let excluded = Set(target.exclude.map { folder.appendingPathComponent($0).standardizedFileURL.path })
        let all = self.files(in: folder, extensions: ["swift", "c", "m", "mm", "cpp", "cc", "cxx"]).filter { file in
          file.lastPathComponent != "Package.swift"
            && !excluded.contains { file.path == $0 || file.path.hasPrefix($0 + "/") }
        }
        let files = all.filter { $0.pathExtension == "swift" }
        guard files.isEmpty else {
          return .success(LocalModule(name: name, folder: folder, files: files, packageFolder: package))
        }
        // A C target: its `.c` files, compiled by clang (Objective-C and C++ are not).
        let sources = all
        let other = sources.first { $0.pathExtension != "c" }
        guard other == nil, !sources.isEmpty else {
          return .failure(
            Unsupported(
              reason: "\(name), a target of \(manifest.path), has "
                + (other.map { "\($0.pathExtension) sources (\($0.lastPathComponent))" } ?? "no Swift or C files")
                + " (vellum preview builds Swift and C)"))
        }
        let c = CTarget(
          sources: sources, headers: folder.appendingPathComponent(target.publicHeadersPath ?? "include"),
          defines: target.defines, searchPaths: target.headerSearchPaths.map { folder.appendingPathComponent($0) })
        return .success(LocalModule(name: name, folder: folder, files: [], packageFolder: package, c: c))
      }
    }
    // A target the manifest builds in code (a loop, a helper) is found at SwiftPM's default path.
    for manifest in repository.manifests {
      let package = manifest.deletingLastPathComponent()
      let folder = package.appendingPathComponent("Sources").appendingPathComponent(name)
      let files = FileManager.default.fileExists(atPath: folder.path) ? swiftFiles(in: folder) : []
      if !files.isEmpty {
        return .success(LocalModule(name: name, folder: folder, files: files, packageFolder: package))
      }
    }
    let held = excluded.map(\.standardizedFileURL.path)
    for folder in repository.folders[name] ?? [] {
      let prefix = folder.standardizedFileURL.path + "/"
      guard !held.contains(where: { $0.hasPrefix(prefix) }) else { continue }
      let files = swiftFiles(in: folder)
      if !files.isEmpty { return .success(LocalModule(name: name, folder: folder, files: files, packageFolder: nil)) }
    }
    return nil
  }

  /// The Swift files under a folder, less tests (`…Tests` folders), hidden and build folders,
  /// documentation catalogs (`.docc`, whose tutorials' code SwiftPM does not compile), and
  /// manifests.
  static func swiftFiles(in folder: URL) -> [URL] {
    files(in: folder, extensions: ["swift"]).filter { $0.lastPathComponent != "Package.swift" }
  }

  /// The files under a folder with one of `extensions`, less tests, hidden and build folders,
  /// and documentation catalogs.
  static func files(in folder: URL, extensions: Set<String>) -> [URL] {
    let manager = FileManager.default
    let enumerator = manager.enumerator(at: folder, includingPropertiesForKeys: nil)
    var found: [URL] = []
    while let item = enumerator?.nextObject() as? URL {
      let name = item.lastPathComponent
      if name.hasPrefix(".") || skippedFolders.contains(name) || name.hasSuffix("Tests") || name.hasSuffix(".xcodeproj")
        || name.hasSuffix(".docc")
      {
        enumerator?.skipDescendants()
      } else if extensions.contains(item.pathExtension) {
        found.append(item.standardizedFileURL)
      }
    }
    return found.sorted { $0.path < $1.path }
  }
}
