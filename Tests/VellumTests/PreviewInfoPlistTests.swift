import Foundation
import Testing

@testable import VellumPreview

/// The `Info.plist` `vellum preview` writes beside its catalog for `Bundle.main.infoDictionary`:
/// Xcode's keys filled from the target's build settings, its `INFOPLIST_KEY_…` settings and
/// its own `INFOPLIST_FILE`.
@Suite struct PreviewInfoPlistTests {
  @Test func settingsAreFilledInWithXcodesModifiers() {
    let settings = [
      "TARGET_NAME": "Reading Log", "PRODUCT_NAME": "$(TARGET_NAME)",
      "ID": "com.example.${PRODUCT_NAME:rfc1034identifier}",
    ]
    #expect(PreviewInfoPlist.expand("$(ID).api", settings) == "com.example.Reading-Log.api")
    #expect(PreviewInfoPlist.expand("$(PRODUCT_NAME:c99extidentifier)", settings) == "Reading_Log")
    #expect(PreviewInfoPlist.expand("v$(UNKNOWN)1 costs $5 (each)", settings) == "v1 costs $5 (each)")
  }

  static func project(_ targetSettings: String) -> String {
    """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjects = {
    \t\tPROJ = {isa = PBXProject; buildConfigurationList = PLIST; targets = ( APP ); };
    \t\tPLIST = {isa = XCConfigurationList; buildConfigurations = ( PDEBUG, PRELEASE ); };
    \t\tPDEBUG = {isa = XCBuildConfiguration; name = Debug; buildSettings = { MARKETING_VERSION = 2.0; SDKROOT = iphoneos; }; };
    \t\tPRELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings = { MARKETING_VERSION = 9.9; }; };
    \t\tAPP = {isa = PBXNativeTarget; name = Shelf; productType = "com.apple.product-type.application"; buildConfigurationList = TLIST; };
    \t\tTLIST = {isa = XCConfigurationList; buildConfigurations = ( TRELEASE, TDEBUG ); };
    \t\tTRELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings = { CURRENT_PROJECT_VERSION = 99; }; };
    \t\tTDEBUG = {isa = XCBuildConfiguration; name = Debug; buildSettings = { \(targetSettings) }; };
    \t};
    \trootObject = PROJ;
    }
    """
  }

  @Test func anXcodeTargetsVersionNameAndKeysAreItsBundles() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("info-plist-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Shelf.xcodeproj"), withIntermediateDirectories: true)
    let text = Self.project(
      """
      CURRENT_PROJECT_VERSION = 14; PRODUCT_BUNDLE_IDENTIFIER = "org.shelf.$(PRODUCT_NAME:rfc1034identifier)"; \
      INFOPLIST_KEY_CFBundleDisplayName = "Shelf Life"; INFOPLIST_KEY_UIStatusBarHidden = YES; \
      INFOPLIST_FILE = Shelf/Info.plist;
      """)
    try Data(text.utf8).write(to: root.appendingPathComponent("Shelf.xcodeproj/project.pbxproj"))
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Shelf"), withIntermediateDirectories: true)
    let own: [String: Any] = [
      "APIHost": "$(PRODUCT_BUNDLE_IDENTIFIER).api", "Schemes": ["shelf-$(CURRENT_PROJECT_VERSION)"],
    ]
    try PropertyListSerialization.data(fromPropertyList: own, format: .xml, options: 0)
      .write(to: root.appendingPathComponent("Shelf/Info.plist"))
    let project = try XcodeProject(contentsOf: root.appendingPathComponent("Shelf.xcodeproj/project.pbxproj"))
    let target = try #require(project.targets.first)
    let plist = PreviewInfoPlist(choice: XcodeTargetFiles.Choice(project: project, target: target), paths: [root.path])
    let keys = plist.dictionary()
    // The project's Debug configuration under the target's Debug one; Release is not read.
    #expect(keys["CFBundleShortVersionString"] as? String == "2.0")
    #expect(keys["CFBundleVersion"] as? String == "14")
    #expect(keys["CFBundleName"] as? String == "Shelf")
    #expect(keys["CFBundleIdentifier"] as? String == "org.shelf.Shelf")
    #expect(keys["CFBundleDisplayName"] as? String == "Shelf Life")
    #expect(keys["UIStatusBarHidden"] as? Bool == true)
    #expect(keys["APIHost"] as? String == "org.shelf.Shelf.api")
    #expect(keys["Schemes"] as? [String] == ["shelf-14"])
    // Written once; the same keys again leave the file alone.
    let folder = root.appendingPathComponent("catalog")
    try plist.write(into: folder)
    let written = folder.appendingPathComponent("Info.plist")
    let first = try FileManager.default.attributesOfItem(atPath: written.path)[.modificationDate] as? Date
    Thread.sleep(forTimeInterval: 0.02)
    try plist.write(into: folder)
    #expect(try FileManager.default.attributesOfItem(atPath: written.path)[.modificationDate] as? Date == first)
    let read =
      try PropertyListSerialization.propertyList(from: Data(contentsOf: written), format: nil) as? [String: Any]
    #expect(read?["CFBundleDisplayName"] as? String == "Shelf Life")
  }

  @Test func aFolderWithoutAProjectGetsXcodesDefaultsAndItsOwnInfoPlist() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "Pocket Notes \(UUID().uuidString.prefix(4))")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    var keys = PreviewInfoPlist(choice: nil, paths: [root.path]).dictionary()
    #expect(keys["CFBundleShortVersionString"] as? String == "1.0" && keys["CFBundleVersion"] as? String == "1")
    #expect(keys["CFBundleName"] as? String == root.lastPathComponent)
    #expect((keys["CFBundleIdentifier"] as? String)?.hasPrefix("com.example.Pocket-Notes-") == true)
    try PropertyListSerialization.data(
      fromPropertyList: ["CFBundleShortVersionString": "3.1"], format: .xml, options: 0
    )
    .write(to: root.appendingPathComponent("Info.plist"))
    let file = root.appendingPathComponent("About.swift")
    keys = PreviewInfoPlist(choice: nil, paths: [file.path]).dictionary()
    #expect(keys["CFBundleShortVersionString"] as? String == "3.1")
  }
}
