import Foundation

/// The Swift files `vellum preview` compiles from a folder that belongs to an Xcode app: the
/// ones the app's target compiles (`XcodeProject`). The project is the `.xcodeproj` in the
/// folder or in a folder above it, up to the repository's root (the nearest folder with
/// `.git`) or a local package's (the folder with its `Package.swift`); the target is the application target whose sources hold the most of the
/// folder's files (and every file named on its own, when files are named), the nearest
/// project's first when two hold as many. Without a project, or with no application target
/// that compiles any of the files, every file is compiled, as before.
struct XcodeTargetFiles {
  /// The target chosen, its project and the files it builds.
  struct Choice {
    let project: XcodeProject
    let target: XcodeProject.Target
    let members: XcodeProject.Members
    /// `members` as real paths (links resolved), which files are compared with.
    let sources: Set<String>
    let all: Set<String>
    /// The folders above `all`'s files.
    let folders: Set<String>

    init(project: XcodeProject, target: XcodeProject.Target) {
      self.project = project
      self.target = target
      members = project.members(of: target)
      sources = Set(members.sources.map(XcodeTargetFiles.realPath))
      all = Set(members.all.map(XcodeTargetFiles.realPath))
      var folders: Set<String> = []
      for path in all {
        var folder = (path as NSString).deletingLastPathComponent
        while folder.count > 1, folders.insert(folder).inserted {
          folder = (folder as NSString).deletingLastPathComponent
        }
      }
      self.folders = folders
    }

    /// Whether the target compiles a file.
    func compiles(_ file: URL) -> Bool { sources.contains(XcodeTargetFiles.realPath(file.path)) }

    /// Whether the target builds or bundles a file, or the folder it is in (a folder reference).
    func contains(_ file: URL) -> Bool {
      var path = XcodeTargetFiles.realPath(file.path)
      while path.count > 1 {
        if all.contains(path) { return true }
        path = (path as NSString).deletingLastPathComponent
      }
      return false
    }

    /// Whether a folder holds something the target builds or bundles.
    func holds(_ folder: URL) -> Bool { folders.contains(XcodeTargetFiles.realPath(folder.path)) }
  }

  /// The files to compile: the target's, and every file named on its own.
  let files: [URL]
  /// The files of the folders that were left out.
  let leftOut: [URL]
  let choice: Choice?
  /// One line for the user: what was left out and why, or why nothing could be.
  let note: String?

  /// Chooses among `files` (the Swift files `paths` name and hold): those found in a folder
  /// are kept when the chosen target compiles them.
  init(files: [URL], paths: [String]) {
    let manager = FileManager.default
    let urls = paths.map { URL(fileURLWithPath: $0).standardizedFileURL }
    let folders = urls.filter { url in
      var isFolder: ObjCBool = false
      return manager.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }
    let named = Set(urls.filter { !folders.contains($0) }.map(\.path))
    guard !folders.isEmpty else {
      self.init(files: files, leftOut: [], choice: nil, note: nil)
      return
    }
    var projects: [XcodeProject] = []
    var problems: [String] = []
    for file in Self.projectFiles(above: urls.map { folders.contains($0) ? $0 : $0.deletingLastPathComponent() }) {
      do { projects.append(try XcodeProject(contentsOf: file)) } catch {
        problems.append("cannot read \(file.path) (\(error))")
      }
    }
    guard !projects.isEmpty else {
      let note = problems.isEmpty ? nil : "note: \(problems.joined(separator: "; ")); compiling every Swift file"
      self.init(files: files, leftOut: [], choice: nil, note: note)
      return
    }
    let choice = Self.choose(for: files, named: files.filter { named.contains($0.path) }, in: projects)
    guard let choice else {
      let names = projects.map(\.name).joined(separator: ", ")
      self.init(
        files: files, leftOut: [], choice: nil,
        note: "note: no application target of \(names) compiles these files; compiling all \(files.count)")
      return
    }
    let kept = files.filter { named.contains($0.path) || choice.compiles($0) }
    let leftOut = files.filter { !named.contains($0.path) && !choice.compiles($0) }
    var note: String?
    if !leftOut.isEmpty {
      let examples = leftOut.prefix(3).map(\.lastPathComponent).joined(separator: ", ")
      note =
        "note: left out \(leftOut.count) of \(files.count) Swift files, which the Xcode target '\(choice.target.name)'"
        + " (\(choice.project.name)) does not compile: \(examples)\(leftOut.count > 3 ? ", …" : "")"
    }
    self.init(files: kept, leftOut: leftOut, choice: choice, note: note)
  }

  private init(files: [URL], leftOut: [URL], choice: Choice?, note: String?) {
    self.files = files
    self.leftOut = leftOut
    self.choice = choice
    self.note = note
  }

  /// The application target that compiles the most of `files` and all of `named`; in the
  /// order the projects are given (nearest first), then their targets', when two compile as
  /// many. Nil when none compiles any.
  static func choose(for files: [URL], named: [URL], in projects: [XcodeProject]) -> Choice? {
    var best: (choice: Choice, score: (Int, Int))?
    for project in projects {
      for target in project.targets where target.isApplication {
        let choice = Choice(project: project, target: target)
        let count = files.filter(choice.compiles).count
        guard count > 0 else { continue }
        let score = (named.allSatisfy(choice.compiles) ? 1 : 0, count)
        if best.map({ score > $0.score }) ?? true { best = (choice, score) }
      }
    }
    return best?.choice
  }

  /// The `project.pbxproj` files of the `.xcodeproj`s in each folder and the folders above
  /// it, up to the repository's root (a folder with `.git`) or a package's (a folder with
  /// `Package.swift`), never the file system's root or the home folder; each once, nearest
  /// first.
  static func projectFiles(above folders: [URL]) -> [URL] {
    let manager = FileManager.default
    let unsearched = ["/", manager.homeDirectoryForCurrentUser.standardizedFileURL.path]
    var found: [URL] = []
    for start in folders {
      var folder = start.standardizedFileURL
      while !unsearched.contains(folder.path) {
        let names = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in names where name.hasSuffix(".xcodeproj") {
          let file = folder.appendingPathComponent(name).appendingPathComponent("project.pbxproj")
          if manager.fileExists(atPath: file.path), !found.contains(file) { found.append(file) }
        }
        // A package's folder is its own: an Xcode target builds the package, not its files.
        if names.contains(".git") || names.contains("Package.swift") { break }
        let parent = folder.deletingLastPathComponent().standardizedFileURL
        if parent.path == folder.path { break }
        folder = parent
      }
    }
    return found
  }

  /// A path with its links resolved, or as it is when it does not exist.
  static func realPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
