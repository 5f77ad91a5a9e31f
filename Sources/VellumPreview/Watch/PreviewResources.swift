import Foundation

/// What `vellum preview` gives the previewed files besides their code, as an Xcode app
/// target would: folders that stand in for the app's bundle (asset catalogs, string
/// catalogs, fonts, loose images are looked up there), Xcode's generated asset symbols
/// (`Color.brandPrimary`, `ImageResource.logo`) and string catalog symbols
/// (`Text(.welcomeTitle)`) for their catalogs, and SwiftPM's `Bundle.module` for files written
/// in a package target with resources.
struct PreviewResources {
  /// The folders named, and the folder of each file named, with the nearest folder above a
  /// file (up to three levels) that holds an asset catalog, a string catalog or a data model.
  let roots: [URL]
  /// The `.xcassets` folders under the roots.
  let catalogs: [URL]
  /// The data models (`.xcdatamodeld`) under the roots.
  let models: [URL]
  /// The string catalogs (`.xcstrings`) under the roots, outside `.lproj` folders.
  let strings: [URL]
  /// The Xcode app target the files belong to (`XcodeTargetFiles`), if any. Then the
  /// catalogs, data models and loose resources are the target's only, as its bundle holds
  /// only those: a widget's or another target's in the same folder are left out.
  let target: XcodeTargetFiles.Choice?
  /// Where the target's catalogs are linked (`linkTargetResources`), searched before the
  /// roots so its catalogs win over another target's of the same name.
  var targetBundle: URL?

  init(paths: [String], target: XcodeTargetFiles.Choice? = nil) {
    self.target = target
    let manager = FileManager.default
    var roots: [URL] = []
    // The file system's root and the home folder are never searched whole.
    let unsearched = ["/", FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path]
    func add(_ url: URL) { if !roots.contains(url), !unsearched.contains(url.path) { roots.append(url) } }
    for path in paths {
      let url = URL(fileURLWithPath: path).standardizedFileURL
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        add(url)
        continue
      }
      var folder = url.deletingLastPathComponent()
      add(folder)
      for _ in 0..<3 where folder.path != "/" {
        if !Self.catalogs(in: folder, recursive: false).isEmpty {
          add(folder)
          break
        }
        folder = folder.deletingLastPathComponent()
      }
    }
    self.roots = roots
    var catalogs: [URL] = []
    var models: [URL] = []
    var strings: [URL] = []
    for root in roots {
      for found in Self.catalogs(in: root, recursive: true) {
        if found.pathExtension == "xcdatamodeld" {
          if !models.contains(found) { models.append(found) }
        } else if found.pathExtension == "xcstrings" {
          if !strings.contains(found) { strings.append(found) }
        } else if !catalogs.contains(found) {
          catalogs.append(found)
        }
      }
    }
    self.catalogs = target.map { target in catalogs.filter(target.contains) } ?? catalogs
    self.models = target.map { target in models.filter(target.contains) } ?? models
    self.strings = target.map { target in strings.filter(target.contains) } ?? strings
  }

  /// How deep below a root its catalogs and loose resources are looked for.
  static let depth = 6

  /// The asset catalogs, data models and string catalogs (`.xcassets`, `.xcdatamodeld`,
  /// `.xcstrings`) in a folder (and below it, `depth` levels), skipping hidden, `.build` and
  /// `.lproj` folders, in one walk.
  static func catalogs(in folder: URL, recursive: Bool) -> [URL] {
    let manager = FileManager.default
    var found: [URL] = []
    var queue = [(folder, 0)]
    while let (current, level) = queue.popLast() {
      let items = (try? manager.contentsOfDirectory(at: current, includingPropertiesForKeys: nil)) ?? []
      for item in items.sorted(by: { $0.path < $1.path }) {
        var isFolder: ObjCBool = false
        let name = item.lastPathComponent
        guard !name.hasPrefix("."), name != ".build", manager.fileExists(atPath: item.path, isDirectory: &isFolder)
        else { continue }
        if !isFolder.boolValue {
          if item.pathExtension == "xcstrings" { found.append(item.standardizedFileURL) }
          continue
        }
        if item.pathExtension == "lproj" { continue }
        if ["xcassets", "xcdatamodeld"].contains(item.pathExtension) {
          found.append(item.standardizedFileURL)
        } else if recursive, level < depth {
          queue.append((item, level + 1))
        }
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// Every file and folder inside some folders, and the folders (a folder's date moves when
  /// a set is added or removed).
  static func items(in folders: [URL]) -> [URL] {
    folders.flatMap { folder -> [URL] in
      let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      return [folder] + ((enumerator?.allObjects as? [URL]) ?? [])
    }
  }

  /// The environment the catalog runs in: the roots, and any `more` folders (the app's own
  /// modules'), searched as the main bundle.
  func environment(adding more: [URL] = []) -> [String: String] {
    let first = target == nil ? [] : targetBundle.map { [$0] } ?? []
    return ["VELLUM_RESOURCE_ROOTS": (first + roots + more).map(\.path).joined(separator: ":")]
  }

  /// Links the target's asset catalogs, string catalogs and localised strings files into
  /// `targetBundle`, as its bundle holds them (`<language>.lproj/Localizable.strings`); the
  /// first of a name wins, links made before are replaced.
  func linkTargetResources() {
    guard let target, let bundle = targetBundle else { return }
    let manager = FileManager.default
    try? manager.createDirectory(at: bundle, withIntermediateDirectories: true)
    for item in (try? manager.contentsOfDirectory(at: bundle, includingPropertiesForKeys: nil)) ?? []
    where item.pathExtension == "lproj" {
      Self.removeLinks(in: item)
    }
    Self.removeLinks(in: bundle)
    for path in target.members.all.sorted() {
      let file = URL(fileURLWithPath: path)
      let parent = file.deletingLastPathComponent()
      var destination: URL
      if ["xcassets", "xcstrings"].contains(file.pathExtension) {
        destination = bundle.appendingPathComponent(file.lastPathComponent)
      } else if ["strings", "stringsdict"].contains(file.pathExtension), parent.pathExtension == "lproj" {
        destination = bundle.appendingPathComponent(parent.lastPathComponent)
        try? manager.createDirectory(at: destination, withIntermediateDirectories: true)
        destination.appendPathComponent(file.lastPathComponent)
      } else {
        continue
      }
      guard manager.fileExists(atPath: path), (try? manager.destinationOfSymbolicLink(atPath: destination.path)) == nil
      else { continue }
      try? manager.createSymbolicLink(at: destination, withDestinationURL: file)
    }
  }

  /// Swift files to compile with `files`, written into `folder` (rewritten only when their
  /// text changes, so the build stays incremental): the catalogs' generated symbols and the
  /// data models' generated classes, made by the tools in `tools` (`vellum-asset-symbols`, for
  /// asset and string catalogs, and `vellum-core-data-classes`, built beside `vellum`), and
  /// `Bundle.module` when a file uses it without declaring it. Problems are for the user, the build goes on.
  /// `bundle` is the folder `Bundle.module` names (the first root unless given).
  func generatedSources(for files: [URL], in folder: URL, tools: URL, bundle: URL? = nil) -> (
    files: [URL], problems: [String]
  ) {
    var generated: [URL] = []
    var problems: [String] = []
    let manager = FileManager.default
    try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
    let generations = [
      Generation(
        name: "GeneratedAssetSymbols", what: "asset symbols", tool: "vellum-asset-symbols", inputs: catalogs,
        sources: files),
      // Xcode writes one file per catalog; one file holds every catalog's here.
      Generation(
        name: "GeneratedStringSymbols", what: "string catalog symbols", tool: "vellum-asset-symbols",
        inputs: strings, sources: files),
      Generation(
        name: "GeneratedCoreDataClasses", what: "Core Data classes", tool: "vellum-core-data-classes",
        inputs: models, sources: files),
    ]
    for generation in generations {
      switch generation.run(in: folder, tools: tools) {
      case .success(let file?): generated.append(file)
      case .success(nil): break
      case .failure(let problem): problems.append(problem.description)
      }
    }
    let module = folder.appendingPathComponent("BundleModule.swift")
    if let root = bundle ?? roots.first, Self.usesBundleModule(files) {
      let text = Data(
        """
        import Foundation

        extension Foundation.Bundle {
          /// SwiftPM's resource bundle of the target, here the previewed folder (vellum preview).
          static let module: Bundle = Bundle(path: \(String(reflecting: root.path))) ?? .main
        }

        """.utf8)
      if manager.contents(atPath: module.path) != text { try? text.write(to: module, options: .atomic) }
      generated.append(module)
    } else {
      try? manager.removeItem(at: module)
    }
    return (generated, problems)
  }

  /// The kinds of loose file an app bundles for `Bundle.main` to find (sample data, media).
  static let looseResourceExtensions: Set<String> = [
    "json", "geojson", "plist", "txt", "csv", "tsv", "xml", "yaml", "yml", "md", "html", "css", "js", "rtf", "gpx",
    "mp3", "wav", "m4a", "caf", "aiff", "mp4", "mov", "m4v",
  ]

  /// Links the roots' loose resource files (`quotes.json`, `sample.mp3`) into `folder`, the
  /// catalog's own folder, which Linux's Foundation takes as `Bundle.main`'s resource folder,
  /// so `Bundle.main.url(forResource:withExtension:)` finds them as in the app. A data model
  /// (`Model.xcdatamodeld`) is linked as the `Model.momd` Xcode compiles it to, so an app that
  /// loads its model by URL (`NSManagedObjectModel(contentsOf:)`) finds it. The first file
  /// of a name wins, as a flattened bundle keeps one; links made before are replaced. The
  /// folders in `excluded` (where previews are written) are not searched.
  func linkLooseResources(into folder: URL, excluding excluded: [URL] = []) {
    let skipped = Set(excluded.map(\.standardizedFileURL.path))
    let manager = FileManager.default
    Self.removeLinks(in: folder)
    var taken = Set((try? manager.contentsOfDirectory(atPath: folder.path)) ?? [])
    for root in roots {
      let enumerator = manager.enumerator(at: root, includingPropertiesForKeys: nil)
      while let item = enumerator?.nextObject() as? URL {
        let name = item.lastPathComponent
        if name.hasPrefix(".") || ["xcassets", "xcodeproj", "xcstrings"].contains(item.pathExtension)
          || skipped.contains(item.standardizedFileURL.path)
        {
          enumerator?.skipDescendants()
          continue
        }
        var linked = name
        if let target, item.pathExtension != "lproj", !target.contains(item) {
          // Not the app's: another target's resource, or a folder holding none of the app's.
          if !target.holds(item) { enumerator?.skipDescendants() }
          continue
        }
        if item.pathExtension == "lproj" {
          // The folder itself, as a bundle keeps it: `Bundle.main.path(forResource: "en",
          // ofType: "lproj")` and Foundation's `NSLocalizedString(_:bundle:comment:)` read it.
          enumerator?.skipDescendants()
        } else if ["xcdatamodeld", "xcdatamodel"].contains(item.pathExtension) {
          enumerator?.skipDescendants()
          let compiled = item.pathExtension == "xcdatamodeld" ? "momd" : "mom"
          linked = item.deletingPathExtension().appendingPathExtension(compiled).lastPathComponent
        } else {
          if (enumerator?.level ?? 0) > Self.depth { enumerator?.skipDescendants() }
          guard Self.looseResourceExtensions.contains(item.pathExtension.lowercased()) else { continue }
        }
        guard !taken.contains(linked) else { continue }
        if (try? manager.createSymbolicLink(at: folder.appendingPathComponent(linked), withDestinationURL: item)) != nil
        {
          taken.insert(linked)
        }
      }
    }
  }

  /// Links a package target's resources into `bundle` as SwiftPM's build puts them in the
  /// target's resource bundle: every file that is not source, flattened (so
  /// `Bundle.module.path(forResource: "runes", ofType: "json")` finds `JSON/runes.json`), and
  /// asset catalogs, string catalogs, `.lproj` and data model folders whole. The first file of
  /// a name wins; links made before are replaced.
  static func linkPackageResources(of target: URL, into bundle: URL) {
    let manager = FileManager.default
    try? manager.createDirectory(at: bundle, withIntermediateDirectories: true)
    removeLinks(in: bundle)
    var taken = Set<String>()
    // In path order, so which file of a name wins does not depend on the file system.
    func link(_ folder: URL) {
      let items = ((try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
      for item in items where !item.lastPathComponent.hasPrefix(".") {
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: item.path, isDirectory: &isFolder) else { continue }
        if isFolder.boolValue, !["xcassets", "lproj", "xcdatamodeld", "bundle"].contains(item.pathExtension) {
          link(item)
          continue
        }
        if !isFolder.boolValue, ["swift", "h", "m", "mm", "c", "cpp", "modulemap"].contains(item.pathExtension) {
          continue
        }
        guard taken.insert(item.lastPathComponent).inserted else { continue }
        try? manager.createSymbolicLink(
          at: bundle.appendingPathComponent(item.lastPathComponent), withDestinationURL: item)
      }
    }
    link(target)
  }

  /// Removes the links made in `folder` before, so a resource gone from the sources goes too.
  static func removeLinks(in folder: URL) {
    let manager = FileManager.default
    for item in (try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    where (try? manager.destinationOfSymbolicLink(atPath: item.path)) != nil {
      try? manager.removeItem(at: item)
    }
  }

  /// Whether the files use `Bundle.module` (SwiftPM makes it for a target with resources) and
  /// none declares it.
  static func usesBundleModule(_ files: [URL]) -> Bool {
    var uses = false
    for file in files {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      if text.contains("static let module") || text.contains("static var module") { return false }
      if text.contains("Bundle.module") || text.contains("bundle: .module") { uses = true }
    }
    return uses
  }
}
