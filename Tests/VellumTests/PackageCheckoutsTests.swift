import Foundation
import Testing

@testable import VellumPreview

/// `vellum preview` fetches the remote packages an app's `Package.resolved` pins when a file
/// imports one of their modules, at the pinned revision, once.
@Suite struct PackageCheckoutsTests {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-pins-\(UUID().uuidString)")

  func write(_ path: String, _ text: String) throws {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// Runs git in `folder` as a test author, returning what it printed.
  @discardableResult func git(_ arguments: [String], in folder: String) throws -> String {
    let result = PackageCheckouts.git(
      ["-c", "user.name=Vellum", "-c", "user.email=tests@vellum.invalid"] + arguments,
      in: root.appendingPathComponent(folder))
    try #require(result.ok, "git \(arguments): \(result.log)")
    return result.log
  }

  /// A package in its own git repository, committed twice: the first commit has `Badges`
  /// and `BadgeCore`, the second renames `Badges`. Returns the first commit.
  func remotePackage() throws -> String {
    try write(
      "remote/badges/Package.swift",
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Badges",
        products: [.library(name: "Badges", targets: ["Badges"])],
        targets: [.target(name: "Badges", dependencies: ["BadgeCore"]), .target(name: "BadgeCore")]
      )
      """)
    try write("remote/badges/Sources/Badges/Badge.swift", "import BadgeCore\npublic struct Badge {}\n")
    try write("remote/badges/Sources/BadgeCore/Shape.swift", "public struct BadgeShape {}\n")
    try git(["init", "--quiet"], in: "remote/badges")
    try git(["add", "."], in: "remote/badges")
    try git(["commit", "--quiet", "-m", "one"], in: "remote/badges")
    let first = try git(["rev-parse", "HEAD"], in: "remote/badges")
    try git(["mv", "Sources/Badges", "Sources/Renamed"], in: "remote/badges")
    try git(["commit", "--quiet", "-m", "two"], in: "remote/badges")
    return first
  }

  @Test func pinsAreReadFromEachVersionOfPackageResolved() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try write(
      "v1.resolved",
      """
      {"object": {"pins": [{"package": "Nuke", "repositoryURL": "https://github.com/kean/Nuke.git",
        "state": {"branch": null, "revision": "a1b2c3", "version": "12.1.0"}}]}, "version": 1}
      """)
    try write(
      "v3.resolved",
      """
      {"originHash": "x", "pins": [
        {"identity": "swift-composable-architecture", "kind": "remoteSourceControl",
         "location": "https://github.com/pointfreeco/swift-composable-architecture",
         "state": {"revision": "d4e5f6", "version": "1.15.0"}},
        {"identity": "pow", "kind": "remoteSourceControl", "location": "https://github.com/EmergeTools/Pow",
         "state": {"branch": "main", "revision": "0a0b0c"}},
        {"identity": "broken", "location": "https://example.com/broken", "state": {"revision": "not a sha"}}],
       "version": 3}
      """)
    #expect(
      PackagePin.read(root.appendingPathComponent("v1.resolved")) == [
        PackagePin(
          identity: "nuke", location: "https://github.com/kean/Nuke.git", revision: "a1b2c3", version: "12.1.0")
      ])
    let pins = PackagePin.read(root.appendingPathComponent("v3.resolved"))
    #expect(pins.map(\.identity) == ["swift-composable-architecture", "pow"], "a revision that is no hash is left out")
    #expect(pins.last?.version == nil)
    #expect(PackagePin.read(root.appendingPathComponent("missing.resolved")).isEmpty)
    // Which packages are fetched first for a module.
    #expect(PackagePin.package(pins[0].identity, mayProvide: "ComposableArchitecture"))
    #expect(!PackagePin.package(pins[0].identity, mayProvide: "Pow"))
    #expect(
      PackagePin.package("nuke", mayProvide: "NukeUI")
        && PackagePin.package("keychain-swift", mayProvide: "KeychainSwift"))
  }

  /// A second package whose name does not suggest its module (`icons` provides `Glyphs`).
  func iconsPackage() throws -> String {
    try write(
      "remote/icons/Package.swift",
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Icons", targets: [.target(name: "Glyphs")])
      """)
    try write("remote/icons/Sources/Glyphs/Glyph.swift", "public struct Glyph {}\n")
    try git(["init", "--quiet"], in: "remote/icons")
    try git(["add", "."], in: "remote/icons")
    try git(["commit", "--quiet", "-m", "one"], in: "remote/icons")
    return try git(["rev-parse", "HEAD"], in: "remote/icons")
  }

  @Test func aPinnedPackageIsFetchedAtItsRevisionOnceAndItsTargetsFound() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let first = try remotePackage()
    let icons = try iconsPackage()
    let remote = root.appendingPathComponent("remote/badges").path
    // An Xcode project's resolved packages, beside a pin that cannot be fetched.
    try write(
      "app/App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved",
      """
      {"pins": [
        {"identity": "gone", "kind": "remoteSourceControl", "location": "\(root.path)/remote/gone",
         "state": {"revision": "1111111111111111111111111111111111111111", "version": "1.0.0"}},
        {"identity": "icons", "kind": "remoteSourceControl", "location": "\(root.path)/remote/icons",
         "state": {"revision": "\(icons)", "version": "3.0.0"}},
        {"identity": "badges", "kind": "remoteSourceControl", "location": "file://\(remote)",
         "state": {"revision": "\(first)", "version": "1.0.0"}}],
       "version": 2}
      """)
    try write("app/Home.swift", "import Badges\n")
    let repository = LocalModule.Repository(root: root.appendingPathComponent("app"))
    #expect(repository.resolved.map(\.lastPathComponent) == ["Package.resolved"])
    let cache = root.appendingPathComponent("checkouts")
    let checkouts = PackageCheckouts(resolved: repository.resolved, folder: cache)
    let badges = try #require(try checkouts.find("Badges")?.get())
    #expect(badges.files.map(\.lastPathComponent) == ["Badge.swift"], "the pinned revision, not the newest")
    #expect(badges.packageFolder?.lastPathComponent == "badges-\(first.prefix(12))")
    #expect(checkouts.problems.isEmpty, "only the package named like the module is fetched: \(checkouts.problems)")
    let core = try #require(try checkouts.find("BadgeCore")?.get())
    #expect(core.packageFolder == badges.packageFolder, "a fetched package is looked in first")
    // A module nothing names is not fetched for: not Vellum's own, not an unknown one.
    #expect(checkouts.find("Charts") == nil, "Vellum's own modules are never looked for")
    #expect(checkouts.find("Glyphs") == nil && checkouts.problems.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == ["badges-\(first.prefix(12))"])
    // A package named like the module that cannot be fetched is named in the explanation.
    #expect(checkouts.find("GoneKit") == nil)
    #expect(checkouts.problems.keys.sorted() == ["gone"])
    let explanation = checkouts.explanation(for: "GoneKit") ?? ""
    #expect(explanation.contains("the package gone, which would provide it, could not be fetched"), "\(explanation)")
    #expect(checkouts.explanation(for: "CoreHaptics") == nil, "an Apple module is not a package's")
    // The module of a product the project takes from a package, or of a package the importing
    // package depends on, is fetched from that package.
    let byProduct = PackageCheckouts(resolved: repository.resolved, products: ["Glyphs": "icons"], folder: cache)
    #expect(try byProduct.find("Glyphs")?.get().packageFolder?.lastPathComponent == "icons-\(icons.prefix(12))")
    try FileManager.default.removeItem(at: cache.appendingPathComponent("icons-\(icons.prefix(12))"))
    try write(
      "app/Kit/Package.swift",
      #"let package = Package(name: "Kit", dependencies: [.package(url: "\#(root.path)/remote/icons", from: "3.0.0")])"#
    )
    let byDependency = PackageCheckouts(resolved: repository.resolved, folder: cache)
    #expect(byDependency.find("Glyphs") == nil)
    let glyphs = try byDependency.find("Glyphs", from: root.appendingPathComponent("app/Kit"))?.get()
    #expect(glyphs?.files.map(\.lastPathComponent) == ["Glyph.swift"])
    // Fetched once: a later preview finds the checkout without the remote.
    try FileManager.default.removeItem(at: root.appendingPathComponent("remote"))
    let again = PackageCheckouts(resolved: repository.resolved, folder: cache)
    #expect(try again.find("Badges")?.get().files.map(\.lastPathComponent) == ["Badge.swift"])
    let left = try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted()
    #expect(
      left == ["badges-\(first.prefix(12))", "icons-\(icons.prefix(12))"], "no partial checkout is left: \(left)")
  }

  @Test func productsAreReadFromManifestsAndXcodeProjects() {
    #expect(
      PackageRequirement.productsInManifest(
        #".target(name: "Feed", dependencies: [.product(name: "NukeUI", package: "Nuke"), .product(name: "cmark-gfm", package: "swift-cmark")])"#
      ) == ["NukeUI": "nuke", "cmark_gfm": "swift-cmark"])
    let project = """
      		3C4D /* XCRemoteSwiftPackageReference "Nuke" */ = {
      			isa = XCRemoteSwiftPackageReference;
      			repositoryURL = "https://github.com/kean/Nuke.git?tab=readme";
      			requirement = {
      				kind = upToNextMajorVersion;
      				minimumVersion = 12.0.0;
      			};
      		};
      		9A8B /* NukeUI */ = {
      			isa = XCSwiftPackageProductDependency;
      			package = 3C4D /* XCRemoteSwiftPackageReference "Nuke" */;
      			productName = NukeUI;
      		};
      """
    #expect(PackageRequirement.productsInProject(project) == ["NukeUI": "nuke"])
    #expect(PackageRequirement.inProject(project).first?.location == "https://github.com/kean/Nuke.git", "no query")
  }

  @Test func requirementsAreReadFromManifestsAndXcodeProjects() {
    let manifest = PackageRequirement.inManifest(
      """
      let package = Package(
        name: "Kit",
        dependencies: [
          .package(url: "https://github.com/kean/Nuke.git", from: "12.1.0"),
          .package(url: "https://example.com/a", exact: "1.2.3"),
          .package(url: "https://example.com/b", "2.0.0"..<"2.5.0"),
          .package(url: "https://example.com/c", .upToNextMinor(from: "0.4.1")),
          .package(url: "https://example.com/d", branch: "main"),
          .package(url: "https://example.com/e", revision: "abc123"),
          .package(path: "../Local"),
        ],
        targets: [.target(name: "Kit", dependencies: [.product(name: "Nuke", package: "Nuke")])]
      )
      """)
    let v = { PackageVersion($0)! }
    #expect(
      manifest == [
        .init(location: "https://github.com/kean/Nuke.git", rule: .range(v("12.1.0"), v("13.0.0"))),
        .init(location: "https://example.com/a", rule: .range(v("1.2.3"), v("1.2.4"))),
        .init(location: "https://example.com/b", rule: .range(v("2.0.0"), v("2.5.0"))),
        .init(location: "https://example.com/c", rule: .range(v("0.4.1"), v("0.5.0"))),
        .init(location: "https://example.com/d", rule: .branch("main")),
        .init(location: "https://example.com/e", rule: .revision("abc123")),
      ])
    let project = PackageRequirement.inProject(
      """
      /* Begin XCRemoteSwiftPackageReference section */
      		1A2B /* XCRemoteSwiftPackageReference "Pow" */ = {
      			isa = XCRemoteSwiftPackageReference;
      			repositoryURL = "https://github.com/EmergeTools/Pow";
      			requirement = {
      				kind = upToNextMajorVersion;
      				minimumVersion = 1.0.0;
      			};
      		};
      		3C4D /* XCRemoteSwiftPackageReference "swift-collections" */ = {
      			isa = XCRemoteSwiftPackageReference;
      			repositoryURL = "https://github.com/apple/swift-collections.git";
      			requirement = {
      				kind = versionRange;
      				maximumVersion = 2.0.0;
      				minimumVersion = 1.1.0;
      			};
      		};
      		5E6F /* XCRemoteSwiftPackageReference "Markdown" */ = {
      			isa = XCRemoteSwiftPackageReference;
      			repositoryURL = "https://github.com/example/markdown";
      			requirement = {
      				branch = develop;
      				kind = branch;
      			};
      		};
      /* End XCRemoteSwiftPackageReference section */
      """)
    #expect(
      project == [
        .init(location: "https://github.com/EmergeTools/Pow", rule: .range(v("1.0.0"), v("2.0.0"))),
        .init(location: "https://github.com/apple/swift-collections.git", rule: .range(v("1.1.0"), v("2.0.0"))),
        .init(location: "https://github.com/example/markdown", rule: .branch("develop")),
      ])
    #expect(v("v1.2") == PackageVersion(major: 1, minor: 2, patch: 0))
    #expect(v("2.0.0-beta.1") < v("2.0.0") && v("1.10.0") > v("1.9.3"))
    #expect(PackageVersion("release-2") == nil && PackageVersion("1.2.3.4") == nil)
  }

  /// A package nothing pins is resolved as SwiftPM resolves one rule: the highest release tag
  /// it allows (annotated tags by their commit), once; the answer is kept.
  @Test func anUnpinnedPackageIsResolvedFromItsTagsOnce() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let first = try remotePackage()
    let remote = root.appendingPathComponent("remote/badges").path
    try git(["tag", "1.0.0", first], in: "remote/badges")
    try git(["tag", "-a", "-m", "1.4", "v1.4.0", first], in: "remote/badges")
    try git(["tag", "1.5.0-beta.1"], in: "remote/badges")
    try git(["tag", "2.0.0"], in: "remote/badges")
    let requirement = PackageRequirement(
      location: remote, rule: .range(PackageVersion("1.0.0")!, PackageVersion("2.0.0")!))
    let pin = try requirement.resolve().get()
    #expect(pin.version == "v1.4.0" && pin.revision == first, "the highest release below 2.0.0, peeled: \(pin)")
    let none = PackageRequirement(location: remote, rule: .range(PackageVersion("3.0.0")!, PackageVersion("4.0.0")!))
    guard case .failure(let unresolved) = none.resolve() else {
      Issue.record("a rule no tag meets resolves")
      return
    }
    #expect(unresolved.reason.contains("no release from 3.0.0 up to 4.0.0"), "\(unresolved.reason)")
    let name = try git(["rev-parse", "--abbrev-ref", "HEAD"], in: "remote/badges")
    let head = try git(["rev-parse", "HEAD"], in: "remote/badges")
    #expect(try PackageRequirement(location: remote, rule: .branch(name)).resolve().get().revision == head)
    #expect((try? PackageRequirement(location: remote, rule: .branch("gone")).resolve().get()) == nil)

    // Through the checkouts: the package's manifest is the app's, with no Package.resolved.
    let cache = root.appendingPathComponent("checkouts")
    let checkouts = PackageCheckouts(resolved: [], requirements: [requirement], folder: cache)
    let badges = try #require(try checkouts.find("Badges")?.get())
    #expect(badges.files.map(\.lastPathComponent) == ["Badge.swift"])
    try FileManager.default.removeItem(at: root.appendingPathComponent("remote"))
    let again = PackageCheckouts(resolved: [], requirements: [requirement], folder: cache)
    #expect(try again.find("Badges")?.get().packageFolder == badges.packageFolder, "resolved once: \(again.problems)")
  }

  /// A submodule an app keeps its package in, not checked out (a clone without
  /// `--recursive`): fetched as a pinned package, at the commit the app's repository records.
  @Test func aSubmoduleThatIsNotCheckedOutIsFetchedAtItsRecordedCommit() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let first = try remotePackage()
    try write("app/.gitmodules", "[submodule \"Badges\"]\n\tpath = Vendor/Badges\n\turl = ../remote/badges\n")
    try write("app/Home.swift", "import Badges\n")
    try git(["init", "--quiet"], in: "app")
    try git(["remote", "add", "origin", root.appendingPathComponent("app").path], in: "app")
    try git(["update-index", "--add", "--cacheinfo", "160000,\(first),Vendor/Badges"], in: "app")
    try git(["add", ".gitmodules", "Home.swift"], in: "app")
    try git(["commit", "--quiet", "-m", "app"], in: "app")
    let repository = LocalModule.Repository(root: root.appendingPathComponent("app"))
    let pins = repository.uncheckedSubmodules
    #expect(pins.map(\.revision) == [first], "the commit the app records, not the remote's newest")
    #expect(pins.first?.location == root.appendingPathComponent("remote/badges").path, "relative to origin")
    let checkouts = PackageCheckouts(
      resolved: [], submodules: pins, folder: root.appendingPathComponent("checkouts"))
    #expect(try checkouts.find("Badges")?.get().files.map(\.lastPathComponent) == ["Badge.swift"])
    // Checked out, it is the app's own folder and no pin.
    try write("app/Vendor/Badges/Package.swift", "")
    #expect(LocalModule.Repository(root: root.appendingPathComponent("app")).uncheckedSubmodules.isEmpty)
  }
}
