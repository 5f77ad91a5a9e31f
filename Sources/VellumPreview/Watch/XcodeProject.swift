import Foundation

/// An Xcode project's targets and the files each builds, read from its `project.pbxproj`
/// (`OpenStepPlist`), so `vellum preview FOLDER` compiles the Swift files the app's target
/// compiles and not every file in the folder: an app folder keeps files its target leaves
/// out (an old copy of a screen, a widget's or the tests' files), which made the build fail
/// with a name declared twice or a module that is not there.
///
/// A target's files come from its build phases (`PBXSourcesBuildPhase`, `PBXResourcesBuildPhase`:
/// build files whose `fileRef` is a file, a localised variant group or a data model's version
/// group), each file's path resolved through the groups that hold it (`sourceTree` `<group>`
/// from the group above, `SOURCE_ROOT` from the project's folder, `<absolute>`; `path`, not
/// the displayed `name`), and from Xcode 16's folder-synchronized groups
/// (`PBXFileSystemSynchronizedRootGroup`), whose every file on disk belongs to the targets
/// that list the group, less the paths an exception set for that target names
/// (`PBXFileSystemSynchronizedBuildFileExceptionSet` `membershipExceptions`); for a target
/// that does not list the group, the paths its exception set names are the ones it does build.
struct XcodeProject {
  /// The `project.pbxproj` file.
  let file: URL
  /// The folder paths in the project start from (`SOURCE_ROOT`): the folder holding the
  /// `.xcodeproj`, with the project's `projectDirPath`.
  let sourceRoot: URL
  let targets: [Target]

  private let objects: [String: [String: OpenStepPlist]]
  /// Each group's or file's enclosing group.
  private let parents: [String: String]

  struct Target: Equatable {
    let id: String
    let name: String
    /// `com.apple.product-type.application`, `…app-extension`, `…bundle.unit-test`, …
    let productType: String

    /// An app (an iOS or watchOS app, an App Clip): the product a preview shows screens of.
    var isApplication: Bool { productType.hasPrefix("com.apple.product-type.application") }
  }

  /// The files a target builds, as standardized paths.
  struct Members: Equatable {
    /// The files it compiles (its Sources phase, and the synchronized groups' source files).
    var sources: Set<String> = []
    /// Everything else it bundles (asset catalogs, string catalogs, loose resources).
    var resources: Set<String> = []

    var all: Set<String> { sources.union(resources) }
  }

  /// The file name a project is shown by: `Trio.xcodeproj`.
  var name: String { file.deletingLastPathComponent().lastPathComponent }

  /// Reads `Name.xcodeproj/project.pbxproj`.
  init(contentsOf file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    try self.init(text: text, file: file)
  }

  /// A project from its text; `file` is where it is (`….xcodeproj/project.pbxproj`), which
  /// its paths start from.
  init(text: String, file: URL) throws {
    self.file = file.standardizedFileURL
    let plist = try OpenStepPlist.parse(text)
    var objects: [String: [String: OpenStepPlist]] = [:]
    for (id, value) in plist["objects"]?.dictionary ?? [:] {
      if let object = value.dictionary { objects[id] = object }
    }
    self.objects = objects
    var parents: [String: String] = [:]
    for (id, object) in objects {
      for child in object["children"]?.strings ?? [] { parents[child] = id }
    }
    self.parents = parents
    let project = plist["rootObject"]?.string.flatMap { objects[$0] }
    var root = self.file.deletingLastPathComponent().deletingLastPathComponent()
    if let directory = project?["projectDirPath"]?.string, !directory.isEmpty {
      root = directory.hasPrefix("/") ? URL(fileURLWithPath: directory) : root.appendingPathComponent(directory)
    }
    sourceRoot = root.standardizedFileURL
    targets = (project?["targets"]?.strings ?? []).compactMap { id in
      guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget" else { return nil }
      return Target(
        id: id, name: target["name"]?.string ?? id, productType: target["productType"]?.string ?? "")
    }
  }

  /// A target's build settings in its Debug configuration (else its first), over the
  /// project's own: the values a built app's Info.plist is filled from.
  func buildSettings(of target: Target) -> [String: String] {
    func settings(_ listOwner: [String: OpenStepPlist]?) -> [String: String] {
      let configurations =
        (listOwner?["buildConfigurationList"]?.string.flatMap { objects[$0] }?[
          "buildConfigurations"]?.strings ?? []).compactMap { objects[$0] }
      let chosen = configurations.first { $0["name"]?.string == "Debug" } ?? configurations.first
      return (chosen?["buildSettings"]?.dictionary ?? [:]).compactMapValues(\.string)
    }
    let project = objects.values.first { $0["isa"]?.string == "PBXProject" }
    return settings(project).merging(settings(objects[target.id])) { _, own in own }
  }

  /// Where an object (a group, a file) is on disk, or nil when it is not in the source tree
  /// (a product, an SDK's framework, a path with a build setting in it).
  func location(of id: String) -> URL? {
    var visited: Set<String> = []
    return location(of: id, visited: &visited)
  }

  private func location(of id: String, visited: inout Set<String>) -> URL? {
    guard let object = objects[id], visited.insert(id).inserted else { return nil }
    let path = object["path"]?.string
    let base: URL?
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<group>":
      // The main group (and a file no group holds) starts from the project's folder.
      base = parents[id].map { location(of: $0, visited: &visited) } ?? sourceRoot
    case "SOURCE_ROOT": base = sourceRoot
    case "<absolute>": base = URL(fileURLWithPath: "/")
    default: base = nil
    }
    guard let base else { return nil }
    guard let path, !path.isEmpty else { return base }
    if path.contains("$(") || path.contains("${") { return nil }
    return (path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)).standardizedFileURL
  }

  /// The files `target` builds.
  func members(of target: Target) -> Members {
    var members = Members()
    guard let object = objects[target.id] else { return members }
    let phases = object["buildPhases"]?.strings ?? []
    for phase in phases {
      let isa = objects[phase]?["isa"]?.string
      guard isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else { continue }
      for buildFile in objects[phase]?["files"]?.strings ?? [] {
        guard let reference = objects[buildFile]?["fileRef"]?.string else { continue }
        let paths = files(of: reference).map(\.path)
        if isa == "PBXSourcesBuildPhase" {
          members.sources.formUnion(paths)
        } else {
          members.resources.formUnion(paths)
        }
      }
    }
    let listed = Set(object["fileSystemSynchronizedGroups"]?.strings ?? [])
    // Every synchronized group: those the target lists, and those whose exceptions add files to it.
    for (id, group) in objects.sorted(by: { $0.key < $1.key })
    where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
      guard let folder = location(of: id) else { continue }
      var exceptions: [String] = []
      var phased: [(paths: [String], phase: String?)] = []
      for exception in group["exceptions"]?.strings ?? [] {
        guard let set = objects[exception] else { continue }
        let paths = set["membershipExceptions"]?.strings ?? []
        switch set["isa"]?.string {
        case "PBXFileSystemSynchronizedBuildFileExceptionSet" where set["target"]?.string == target.id:
          exceptions += paths
        case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
          if let phase = set["buildPhase"]?.string, phases.contains(phase) {
            phased.append((paths, objects[phase]?["isa"]?.string))
          }
        default: break
        }
      }
      let isListed = listed.contains(id)
      guard isListed || !exceptions.isEmpty else { continue }
      let explicitFolders = group["explicitFolders"]?.strings ?? []
      for relative in Self.items(in: folder, explicitFolders: explicitFolders) {
        // Listed: every item but the exceptions. Not listed: the exceptions only.
        guard Self.matches(relative, exceptions) != isListed else { continue }
        let path = folder.appendingPathComponent(relative).standardizedFileURL.path
        // A file an exception moves to another build phase is built by that phase.
        if let moved = phased.first(where: { Self.matches(relative, $0.paths) }) {
          if moved.phase == "PBXSourcesBuildPhase" { members.sources.insert(path) }
          if moved.phase == "PBXResourcesBuildPhase" { members.resources.insert(path) }
        } else if Self.compiledExtensions.contains((relative as NSString).pathExtension) {
          members.sources.insert(path)
        } else {
          members.resources.insert(path)
        }
      }
    }
    return members
  }

  /// What a build file's reference stands for on disk: a file, a localised variant group's
  /// files (`en.lproj/Localizable.strings`…), a data model's version group (the
  /// `.xcdatamodeld`).
  private func files(of reference: String) -> [URL] {
    guard let object = objects[reference] else { return [] }
    if object["isa"]?.string == "PBXVariantGroup" {
      return (object["children"]?.strings ?? []).compactMap { location(of: $0) }
    }
    return location(of: reference).map { [$0] } ?? []
  }

  /// The file types a synchronized group's files are compiled from (the rest are resources).
  static let compiledExtensions: Set<String> = [
    "swift", "m", "mm", "c", "cc", "cpp", "cxx", "metal", "xcdatamodeld", "intentdefinition", "mlmodel",
    "mlpackage", "storyboard", "xib",
  ]

  /// Folders a synchronized group holds as one item (Xcode treats them as files): catalogs,
  /// bundles, data models.
  static let packageExtensions: Set<String> = [
    "xcassets", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "bundle", "framework", "xcframework", "scnassets",
    "xcstickers", "docc", "playground", "mlpackage", "rcproject", "reality", "app", "appex", "xctest", "icon",
    "storekit", "spritekit", "atlas", "spriteatlas",
  ]

  /// The items of a synchronized group's folder, as paths relative to it: files, and folders
  /// Xcode takes as one (packages, the group's explicit folders); hidden items left out.
  static func items(in folder: URL, explicitFolders: [String] = []) -> [String] {
    let manager = FileManager.default
    var found: [String] = []
    func walk(_ relative: String) {
      let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
      for name in ((try? manager.contentsOfDirectory(atPath: url.path)) ?? []).sorted() where !name.hasPrefix(".") {
        let item = relative.isEmpty ? name : relative + "/" + name
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder) else {
          continue
        }
        if isFolder.boolValue, !packageExtensions.contains((name as NSString).pathExtension),
          !explicitFolders.contains(item)
        {
          walk(item)
        } else {
          found.append(item)
        }
      }
    }
    walk("")
    return found
  }

  /// Whether a group-relative path is one of `paths` or inside one of them.
  static func matches(_ relative: String, _ paths: [String]) -> Bool {
    paths.contains { relative == $0 || relative.hasPrefix($0 + "/") }
  }
}
