import Foundation
import Testing

@testable import VellumPreview

/// `vellum preview FOLDER` in an Xcode app compiles the files the app's target compiles:
/// the project's text format, its groups' paths, its build phases, Xcode 16's synchronized
/// folders with their exceptions, and which target a folder belongs to.
@Suite struct XcodeProjectTests {
  // MARK: The text format

  @Test func theTextFormatIsReadWithItsCommentsQuotesAndTrailingCommas() throws {
    let plist = try OpenStepPlist.parse(
      """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tclasses = {
      \t};
      \tobjects = {
      /* Begin PBXBuildFile section */
      \t\t0A1B /* Home.swift in Sources */ = {isa = PBXBuildFile; fileRef = 0C2D /* Home.swift */; };
      /* End PBXBuildFile section */
      \t\t0C2D = {isa = PBXFileReference; path = "Home copy.swift"; sourceTree = "<group>"; };
      \t\tLIST = {files = ( 0A1B /* Home.swift in Sources */, 0A1C, ); empty = ( ); };
      \t};
      \tquoted = "a \\"b\\" \\\\ c\\n\\U00e9\\101";
      \tpath = System/Library/Frameworks/SwiftUI.framework;
      \tversion = 1.0-beta+2:$x_y;
      \tbytes = <0fbd 7A>;
      \tsingle = 'it is';
      \tnonASCII = café;
      \trootObject = 0E3F /* Project object */;
      }
      """)
    #expect(plist["archiveVersion"]?.string == "1")
    #expect(plist["classes"] == .dictionary([:]))
    #expect(plist["objects"]?["0A1B"]?["fileRef"]?.string == "0C2D", "a comment after a value is not part of it")
    #expect(plist["objects"]?["0C2D"]?["path"]?.string == "Home copy.swift")
    #expect(plist["objects"]?["0C2D"]?["sourceTree"]?.string == "<group>")
    #expect(plist["objects"]?["LIST"]?["files"]?.strings == ["0A1B", "0A1C"], "a trailing comma ends no item")
    #expect(plist["objects"]?["LIST"]?["empty"] == .array([]))
    #expect(plist["quoted"]?.string == "a \"b\" \\ c\né" + "A")
    #expect(plist["path"]?.string == "System/Library/Frameworks/SwiftUI.framework", "a bare path keeps its slashes")
    #expect(plist["version"]?.string == "1.0-beta+2:$x_y")
    #expect(plist["bytes"] == .data([0x0F, 0xBD, 0x7A]))
    #expect(plist["single"]?.string == "it is")
    #expect(plist["nonASCII"]?.string == "café")
    #expect(plist["rootObject"]?.string == "0E3F")
  }

  @Test func aTextThatIsNotAPropertyListSaysWhereItWentWrong() {
    func error(_ text: String) -> OpenStepPlist.ParseError? {
      do {
        _ = try OpenStepPlist.parse(text)
        return nil
      } catch {
        return error as? OpenStepPlist.ParseError
      }
    }
    #expect(error("{\n  a = b\n}")?.line == 3, "no ';' after a value, found on the next token's line")
    #expect(error("{\n  a = b\n}")?.message.contains("';'") == true)
    #expect(error("{\n\n  a = \"open;\n}")?.line == 3, "a quoted string that does not end: where it starts")
    #expect(error("{ a = ( b c ); }")?.message.contains("','") == true)
    #expect(error("{ a = b; /* open")?.message.contains("comment") == true)
    #expect(error("{ a = b; } extra")?.message.contains("after") == true)
    #expect(error("{ a = <0f1>; }")?.message.contains("odd") == true)
    #expect(error("{ a = ; }") != nil)
    #expect(error("{ a = b; ")?.message.contains("does not end") == true)
    #expect(error("") != nil)
  }

  // MARK: Classic groups

  /// A project as Xcode wrote them before Xcode 16: an app target, a widget that shares a
  /// file with it, a tests target; nested groups, a group with a name and no path, a file at
  /// `SOURCE_ROOT`, a file whose `name` is not its path, a localised variant group, a data
  /// model, and an old copy of a screen the groups show and no target compiles.
  static let classic = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 56;
    \tobjects = {

    /* Begin PBXBuildFile section */
    \t\tB0000000000000000000B001 /* Home.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000F001 /* Home.swift */; };
    \t\tB0000000000000000000B002 /* Util.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000F002 /* Util.swift */; };
    \t\tB0000000000000000000B003 /* Config.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000F003 /* Config.swift */; };
    \t\tB0000000000000000000B004 /* Display in Sources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000F004 /* Display */; };
    \t\tB0000000000000000000B005 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000F005 /* Assets.xcassets */; };
    \t\tB0000000000000000000B006 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = V0000000000000000000V001 /* Localizable.strings */; };
    \t\tB0000000000000000000B007 /* Widget.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000F007 /* Widget.swift */; };
    \t\tB0000000000000000000B008 /* Config.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000F003 /* Config.swift */; };
    \t\tB0000000000000000000B009 /* HomeTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000F009 /* HomeTests.swift */; };
    \t\tB0000000000000000000B010 /* Nuke in Frameworks */ = {isa = PBXBuildFile; productRef = P0000000000000000000P001 /* Nuke */; };
    \t\tB0000000000000000000B011 /* Model.xcdatamodeld in Sources */ = {isa = PBXBuildFile; fileRef = M0000000000000000000M001 /* Model.xcdatamodeld */; };
    \t\tB0000000000000000000B012 /* WidgetAssets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000F012 /* WidgetAssets.xcassets */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    \t\tF0000000000000000000F001 /* Home.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Home.swift; sourceTree = "<group>"; };
    \t\tF0000000000000000000F002 /* Util.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Util.swift; sourceTree = "<group>"; };
    \t\tF0000000000000000000F003 /* Config.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Config.swift; path = Shared/Config.swift; sourceTree = SOURCE_ROOT; };
    \t\tF0000000000000000000F004 /* Display */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Display; path = "Real Files/Display.swift"; sourceTree = "<group>"; };
    \t\tF0000000000000000000F005 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
    \t\tF0000000000000000000F006 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
    \t\tF0000000000000000000F007 /* Widget.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Widget.swift; sourceTree = "<group>"; };
    \t\tF0000000000000000000F008 /* Home copy.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "Home copy.swift"; sourceTree = "<group>"; };
    \t\tF0000000000000000000F009 /* HomeTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = HomeTests.swift; sourceTree = "<group>"; };
    \t\tF0000000000000000000F010 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tF0000000000000000000F011 /* Tool.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = /opt/tool/Tool.swift; sourceTree = "<absolute>"; };
    \t\tF0000000000000000000F012 /* WidgetAssets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = WidgetAssets.xcassets; sourceTree = "<group>"; };
    \t\tF0000000000000000000F013 /* SwiftUI.framework */ = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = SwiftUI.framework; path = System/Library/Frameworks/SwiftUI.framework; sourceTree = SDKROOT; };
    \t\tM0000000000000000000M002 /* Model.xcdatamodel */ = {isa = PBXFileReference; lastKnownFileType = wrapper.xcdatamodel; path = Model.xcdatamodel; sourceTree = "<group>"; };
    /* End PBXFileReference section */

    /* Begin PBXGroup section */
    \t\tG0000000000000000000G000 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tG0000000000000000000G001 /* App */,
    \t\t\t\tG0000000000000000000G003 /* Widget */,
    \t\t\t\tG0000000000000000000G004 /* AppTests */,
    \t\t\t\tG0000000000000000000G005 /* Products */,
    \t\t\t\tF0000000000000000000F013 /* SwiftUI.framework */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tG0000000000000000000G001 /* App */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tG0000000000000000000G002 /* Screens */,
    \t\t\t\tG0000000000000000000G006 /* Support */,
    \t\t\t\tF0000000000000000000F005 /* Assets.xcassets */,
    \t\t\t\tV0000000000000000000V001 /* Localizable.strings */,
    \t\t\t\tM0000000000000000000M001 /* Model.xcdatamodeld */,
    \t\t\t);
    \t\t\tpath = App;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tG0000000000000000000G002 /* Screens */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF0000000000000000000F001 /* Home.swift */,
    \t\t\t\tF0000000000000000000F008 /* Home copy.swift */,
    \t\t\t\tF0000000000000000000F004 /* Display */,
    \t\t\t);
    \t\t\tpath = Screens;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tG0000000000000000000G006 /* Support */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF0000000000000000000F002 /* Util.swift */,
    \t\t\t\tF0000000000000000000F003 /* Config.swift */,
    \t\t\t);
    \t\t\tname = Support;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tG0000000000000000000G003 /* Widget */ = {isa = PBXGroup; children = (F0000000000000000000F007 /* Widget.swift */, F0000000000000000000F012 /* WidgetAssets.xcassets */, ); path = Widget; sourceTree = "<group>"; };
    \t\tG0000000000000000000G004 /* AppTests */ = {isa = PBXGroup; children = (F0000000000000000000F009 /* HomeTests.swift */, ); path = AppTests; sourceTree = "<group>"; };
    \t\tG0000000000000000000G005 /* Products */ = {isa = PBXGroup; children = (F0000000000000000000F010 /* App.app */, ); name = Products; sourceTree = "<group>"; };
    /* End PBXGroup section */

    /* Begin PBXVariantGroup section */
    \t\tV0000000000000000000V001 /* Localizable.strings */ = {
    \t\t\tisa = PBXVariantGroup;
    \t\t\tchildren = (
    \t\t\t\tF0000000000000000000F006 /* en */,
    \t\t\t);
    \t\t\tname = Localizable.strings;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXVariantGroup section */

    /* Begin XCVersionGroup section */
    \t\tM0000000000000000000M001 /* Model.xcdatamodeld */ = {
    \t\t\tisa = XCVersionGroup;
    \t\t\tchildren = (
    \t\t\t\tM0000000000000000000M002 /* Model.xcdatamodel */,
    \t\t\t);
    \t\t\tcurrentVersion = M0000000000000000000M002 /* Model.xcdatamodel */;
    \t\t\tpath = Model.xcdatamodeld;
    \t\t\tsourceTree = "<group>";
    \t\t\tversionGroupType = wrapper.xcdatamodel;
    \t\t};
    /* End XCVersionGroup section */

    /* Begin PBXNativeTarget section */
    \t\tT0000000000000000000T001 /* App */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t\tS0000000000000000000S001 /* Sources */,
    \t\t\t\tK0000000000000000000K001 /* Frameworks */,
    \t\t\t\tR0000000000000000000R001 /* Resources */,
    \t\t\t);
    \t\t\tname = App;
    \t\t\tproductName = App;
    \t\t\tproductReference = F0000000000000000000F010 /* App.app */;
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    \t\tT0000000000000000000T002 /* Widget */ = {isa = PBXNativeTarget; buildPhases = (S0000000000000000000S002 /* Sources */, R0000000000000000000R002 /* Resources */, ); name = Widget; productType = "com.apple.product-type.app-extension"; };
    \t\tT0000000000000000000T003 /* AppTests */ = {isa = PBXNativeTarget; buildPhases = (S0000000000000000000S003 /* Sources */, ); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
    /* End PBXNativeTarget section */

    /* Begin PBXSourcesBuildPhase section */
    \t\tS0000000000000000000S001 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t\tB0000000000000000000B001 /* Home.swift in Sources */,
    \t\t\t\tB0000000000000000000B002 /* Util.swift in Sources */,
    \t\t\t\tB0000000000000000000B003 /* Config.swift in Sources */,
    \t\t\t\tB0000000000000000000B004 /* Display in Sources */,
    \t\t\t\tB0000000000000000000B011 /* Model.xcdatamodeld in Sources */,
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    \t\tS0000000000000000000S002 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B0000000000000000000B007 /* Widget.swift in Sources */, B0000000000000000000B008 /* Config.swift in Sources */, ); };
    \t\tS0000000000000000000S003 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B0000000000000000000B009 /* HomeTests.swift in Sources */, ); };
    /* End PBXSourcesBuildPhase section */

    \t\tK0000000000000000000K001 /* Frameworks */ = {isa = PBXFrameworksBuildPhase; files = (B0000000000000000000B010 /* Nuke in Frameworks */, ); };
    \t\tR0000000000000000000R001 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B0000000000000000000B005 /* Assets.xcassets in Resources */, B0000000000000000000B006 /* Localizable.strings in Resources */, ); };
    \t\tR0000000000000000000R002 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B0000000000000000000B012 /* WidgetAssets.xcassets in Resources */, ); };
    \t\tP0000000000000000000P001 /* Nuke */ = {isa = XCSwiftPackageProductDependency; productName = Nuke; };

    /* Begin PBXProject section */
    \t\tJ0000000000000000000J001 /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tmainGroup = G0000000000000000000G000;
    \t\t\tproductRefGroup = G0000000000000000000G005 /* Products */;
    \t\t\tprojectDirPath = "";
    \t\t\tprojectRoot = "";
    \t\t\ttargets = (
    \t\t\t\tT0000000000000000000T001 /* App */,
    \t\t\t\tT0000000000000000000T002 /* Widget */,
    \t\t\t\tT0000000000000000000T003 /* AppTests */,
    \t\t\t);
    \t\t};
    /* End PBXProject section */
    \t};
    \trootObject = J0000000000000000000J001 /* Project object */;
    }

    """

  @Test func classicGroupsGiveEachTargetsFilesWhereTheyAreOnDisk() throws {
    let file = URL(fileURLWithPath: "/r/App.xcodeproj/project.pbxproj")
    let project = try XcodeProject(text: Self.classic, file: file)
    #expect(project.name == "App.xcodeproj")
    #expect(project.sourceRoot.path == "/r")
    #expect(project.targets.map(\.name) == ["App", "Widget", "AppTests"])
    #expect(project.targets.map(\.isApplication) == [true, false, false])
    let app = project.members(of: project.targets[0])
    #expect(
      app.sources == [
        "/r/App/Screens/Home.swift",
        // A group with a name and no path is its parent's folder.
        "/r/App/Util.swift",
        // `SOURCE_ROOT`: from the project's folder, whatever group shows it.
        "/r/Shared/Config.swift",
        // The path, not the name the navigator shows.
        "/r/App/Screens/Real Files/Display.swift",
        // A data model's version group is the `.xcdatamodeld`.
        "/r/App/Model.xcdatamodeld",
      ])
    #expect(!app.sources.contains("/r/App/Screens/Home copy.swift"), "in a group, in no build phase")
    #expect(app.resources == ["/r/App/Assets.xcassets", "/r/App/en.lproj/Localizable.strings"])
    let widget = project.members(of: project.targets[1])
    #expect(widget.sources == ["/r/Widget/Widget.swift", "/r/Shared/Config.swift"])
    #expect(widget.resources == ["/r/Widget/WidgetAssets.xcassets"])
    #expect(project.members(of: project.targets[2]).sources == ["/r/AppTests/HomeTests.swift"])
    // What is not in the source tree has no place on disk here.
    #expect(project.location(of: "F0000000000000000000F010") == nil, "a product")
    #expect(project.location(of: "F0000000000000000000F013") == nil, "an SDK's framework")
    #expect(project.location(of: "F0000000000000000000F011")?.path == "/opt/tool/Tool.swift")
    #expect(project.location(of: "NOTHING") == nil)
  }

  @Test func aProjectsDirectoryPathMovesWhereItsPathsStart() throws {
    let text = Self.classic.replacingOccurrences(of: "projectDirPath = \"\";", with: "projectDirPath = ..;")
    let project = try XcodeProject(text: text, file: URL(fileURLWithPath: "/r/Xcode/App.xcodeproj/project.pbxproj"))
    #expect(project.sourceRoot.path == "/r")
    #expect(project.members(of: project.targets[0]).sources.contains("/r/App/Screens/Home.swift"))
  }

  // MARK: Synchronized folders

  /// An app as Xcode 16 makes them: folders synchronized with the project. The app's folder
  /// holds an old copy of a view and a legacy folder its exceptions leave out, a file a
  /// widget builds too (listed by the widget's exception set), a script a Copy Files phase
  /// copies instead of compiling; a watch app shares that file; a tests folder.
  static func writeShop(at root: URL) throws {
    func write(_ path: String, _ text: String) throws {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try write("Shop/ShopApp.swift", "import SwiftUI\n")
    try write("Shop/Views/ProductRow.swift", "import SwiftUI\n")
    try write("Shop/Views/ProductRow 2.swift", "import SwiftUI\n")
    try write("Shop/Legacy/Old.swift", "import SwiftUI\n")
    try write("Shop/Shared/Price.swift", "import Foundation\n")
    try write("Shop/Scripts/helper.swift", "print(1)\n")
    try write("Shop/Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
    try write("Shop/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#)
    try write("Shop/Info.plist", "<plist/>\n")
    try write("Shop/.hidden.swift", "\n")
    try write("ShopWidget/ShopWidget.swift", "import WidgetKit\n")
    try write("ShopWidget/Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
    try write("ShopWatch/WatchApp.swift", "import SwiftUI\n")
    try write("ShopTests/ShopTests.swift", "import XCTest\n")
    try write("Shop.xcodeproj/project.pbxproj", synchronized)
  }

  static let synchronized = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 77;
    \tobjects = {

    /* Begin PBXCopyFilesBuildPhase section */
    \t\tC0000000000000000000C001 /* Copy Scripts */ = {
    \t\t\tisa = PBXCopyFilesBuildPhase;
    \t\t\tdstPath = "";
    \t\t\tdstSubfolderSpec = 7;
    \t\t\tfiles = (
    \t\t\t);
    \t\t};
    /* End PBXCopyFilesBuildPhase section */

    /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
    \t\tE0000000000000000000E001 /* Exceptions for "Shop" folder in "Shop" target */ = {
    \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    \t\t\tmembershipExceptions = (
    \t\t\t\tInfo.plist,
    \t\t\t\tLegacy,
    \t\t\t\t"Views/ProductRow 2.swift",
    \t\t\t);
    \t\t\ttarget = T0000000000000000000T001 /* Shop */;
    \t\t};
    \t\tE0000000000000000000E002 /* Exceptions for "Shop" folder in "ShopWidget" target */ = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared/Price.swift, ); target = T0000000000000000000T002 /* ShopWidget */; };
    \t\tE0000000000000000000E004 /* Exceptions for "Shop" folder in "ShopWatch" target */ = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared/Price.swift, ); target = T0000000000000000000T004 /* ShopWatch */; };
    /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

    /* Begin PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet section */
    \t\tE0000000000000000000E003 /* PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet */ = {
    \t\t\tisa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet;
    \t\t\tbuildPhase = C0000000000000000000C001 /* Copy Scripts */;
    \t\t\tmembershipExceptions = (
    \t\t\t\tScripts/helper.swift,
    \t\t\t);
    \t\t};
    /* End PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet section */

    /* Begin PBXFileSystemSynchronizedRootGroup section */
    \t\tD0000000000000000000D001 /* Shop */ = {
    \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
    \t\t\texceptions = (
    \t\t\t\tE0000000000000000000E001 /* Exceptions for "Shop" folder in "Shop" target */,
    \t\t\t\tE0000000000000000000E002 /* Exceptions for "Shop" folder in "ShopWidget" target */,
    \t\t\t\tE0000000000000000000E003 /* PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet */,
    \t\t\t\tE0000000000000000000E004 /* Exceptions for "Shop" folder in "ShopWatch" target */,
    \t\t\t);
    \t\t\tpath = Shop;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tD0000000000000000000D002 /* ShopWidget */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = ShopWidget; sourceTree = "<group>"; };
    \t\tD0000000000000000000D003 /* ShopTests */ = {isa = PBXFileSystemSynchronizedRootGroup; path = ShopTests; sourceTree = "<group>"; };
    \t\tD0000000000000000000D004 /* ShopWatch */ = {isa = PBXFileSystemSynchronizedRootGroup; path = ShopWatch; sourceTree = "<group>"; };
    /* End PBXFileSystemSynchronizedRootGroup section */

    /* Begin PBXGroup section */
    \t\tG0000000000000000000G000 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tD0000000000000000000D001 /* Shop */,
    \t\t\t\tD0000000000000000000D002 /* ShopWidget */,
    \t\t\t\tD0000000000000000000D003 /* ShopTests */,
    \t\t\t\tD0000000000000000000D004 /* ShopWatch */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \t\tT0000000000000000000T001 /* Shop */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t\tS0000000000000000000S001 /* Sources */,
    \t\t\t\tR0000000000000000000R001 /* Resources */,
    \t\t\t\tC0000000000000000000C001 /* Copy Scripts */,
    \t\t\t);
    \t\t\tfileSystemSynchronizedGroups = (
    \t\t\t\tD0000000000000000000D001 /* Shop */,
    \t\t\t);
    \t\t\tname = Shop;
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    \t\tT0000000000000000000T002 /* ShopWidget */ = {isa = PBXNativeTarget; buildPhases = (S0000000000000000000S002 /* Sources */, ); fileSystemSynchronizedGroups = (D0000000000000000000D002 /* ShopWidget */, ); name = ShopWidget; productType = "com.apple.product-type.app-extension"; };
    \t\tT0000000000000000000T003 /* ShopTests */ = {isa = PBXNativeTarget; buildPhases = (S0000000000000000000S003 /* Sources */, ); fileSystemSynchronizedGroups = (D0000000000000000000D003 /* ShopTests */, ); name = ShopTests; productType = "com.apple.product-type.bundle.unit-test"; };
    \t\tT0000000000000000000T004 /* ShopWatch */ = {isa = PBXNativeTarget; buildPhases = (S0000000000000000000S004 /* Sources */, ); fileSystemSynchronizedGroups = (D0000000000000000000D004 /* ShopWatch */, ); name = ShopWatch; productType = "com.apple.product-type.application"; };
    /* End PBXNativeTarget section */

    \t\tS0000000000000000000S001 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (); };
    \t\tS0000000000000000000S002 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (); };
    \t\tS0000000000000000000S003 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (); };
    \t\tS0000000000000000000S004 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (); };
    \t\tR0000000000000000000R001 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (); };

    \t\tJ0000000000000000000J001 /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tmainGroup = G0000000000000000000G000;
    \t\t\tpreferredProjectObjectVersion = 77;
    \t\t\tprojectDirPath = "";
    \t\t\tprojectRoot = "";
    \t\t\ttargets = (
    \t\t\t\tT0000000000000000000T001 /* Shop */,
    \t\t\t\tT0000000000000000000T002 /* ShopWidget */,
    \t\t\t\tT0000000000000000000T003 /* ShopTests */,
    \t\t\t\tT0000000000000000000T004 /* ShopWatch */,
    \t\t\t);
    \t\t};
    \t};
    \trootObject = J0000000000000000000J001 /* Project object */;
    }

    """

  func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("vellum-xcode-\(UUID().uuidString)")
  }

  @Test func synchronizedFoldersGiveEveryFileLessTheTargetsExceptions() throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.writeShop(at: root)
    let project = try XcodeProject(contentsOf: root.appendingPathComponent("Shop.xcodeproj/project.pbxproj"))
    let base = root.standardizedFileURL.path
    func paths(_ set: Set<String>) -> [String] {
      set.map { String($0.dropFirst(base.count + 1)) }.sorted()
    }
    let shop = project.members(of: project.targets[0])
    #expect(paths(shop.sources) == ["Shop/Shared/Price.swift", "Shop/ShopApp.swift", "Shop/Views/ProductRow.swift"])
    // A catalog is one item; the Info.plist excepted; the script is the Copy Files phase's.
    #expect(paths(shop.resources) == ["Shop/Assets.xcassets", "Shop/Localizable.xcstrings"])
    // The widget lists its own folder, and the app's exception set for it adds one file.
    let widget = project.members(of: project.targets[1])
    #expect(paths(widget.sources) == ["Shop/Shared/Price.swift", "ShopWidget/ShopWidget.swift"])
    #expect(paths(widget.resources) == ["ShopWidget/Assets.xcassets"])
    #expect(paths(project.members(of: project.targets[2]).sources) == ["ShopTests/ShopTests.swift"])
    #expect(project.targets.map(\.isApplication) == [true, false, false, true])
  }

  @Test func anExplicitFolderIsOneItemAndAFolderExceptionLeavesOutWhatItHolds() throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.writeShop(at: root)
    let folder = root.appendingPathComponent("Shop")
    #expect(!XcodeProject.items(in: folder).contains(".hidden.swift"))
    #expect(XcodeProject.items(in: folder).contains("Legacy/Old.swift"))
    #expect(XcodeProject.items(in: folder, explicitFolders: ["Legacy"]).contains("Legacy"))
    #expect(!XcodeProject.items(in: folder, explicitFolders: ["Legacy"]).contains("Legacy/Old.swift"))
    #expect(XcodeProject.matches("Legacy/Old.swift", ["Legacy"]))
    #expect(!XcodeProject.matches("LegacyViews/Old.swift", ["Legacy"]), "a folder's name, not a prefix of one")
  }

  // MARK: Which files a folder preview compiles

  @Test func aFolderPreviewCompilesTheFilesOfTheAppTargetThatHoldsThem() throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.writeShop(at: root)
    func names(_ files: [URL]) -> [String] { files.map(\.lastPathComponent) }

    // The whole repository: the app's files, not the old copy, the widget's or the tests'.
    let all = try PreviewFileCommand.previewedFiles([root.path])
    #expect(all.choice?.target.name == "Shop")
    #expect(names(all.files) == ["Price.swift", "ShopApp.swift", "ProductRow.swift"])
    #expect(
      names(all.leftOut).sorted() == [
        "Old.swift", "ProductRow 2.swift", "ShopTests.swift", "ShopWidget.swift", "WatchApp.swift", "helper.swift",
      ])
    let note = try #require(all.note)
    #expect(
      note.hasPrefix(
        "note: left out 6 of 9 Swift files, which the Xcode target 'Shop' (Shop.xcodeproj) does not compile")
        && !note.contains("\n"), "\(note)")

    // A folder below the project, which is found above it.
    let views = try PreviewFileCommand.previewedFiles([root.appendingPathComponent("Shop/Views").path])
    #expect(names(views.files) == ["ProductRow.swift"])
    #expect(
      views.note?.contains("left out 1 of 2 Swift files") == true && views.note?.contains("ProductRow 2.swift") == true)

    // A file named on its own is compiled whatever the target says.
    let named = try PreviewFileCommand.previewedFiles([
      root.appendingPathComponent("Shop/Views").path, root.appendingPathComponent("Shop/Legacy/Old.swift").path,
    ])
    #expect(names(named.files) == ["ProductRow.swift", "Old.swift"])

    // Two apps build the shared file: the first listed; the watch app's own folder is its.
    let shared = try PreviewFileCommand.previewedFiles([root.appendingPathComponent("Shop/Shared").path])
    #expect(shared.choice?.target.name == "Shop" && shared.note == nil)
    let watch = try PreviewFileCommand.previewedFiles([root.appendingPathComponent("ShopWatch").path])
    #expect(watch.choice?.target.name == "ShopWatch" && names(watch.files) == ["WatchApp.swift"])

    // No application target compiles the widget's folder: every file, as before, and why.
    let widget = try PreviewFileCommand.previewedFiles([root.appendingPathComponent("ShopWidget").path])
    #expect(widget.choice == nil && names(widget.files) == ["ShopWidget.swift"])
    #expect(widget.note == "note: no application target of Shop.xcodeproj compiles these files; compiling all 1")

    // A local package's folder is the package's, whatever project is above it.
    try Data("// swift-tools-version: 5.9\n".utf8).write(to: root.appendingPathComponent("Shop/Legacy/Package.swift"))
    let package = try PreviewFileCommand.previewedFiles([root.appendingPathComponent("Shop/Legacy").path])
    #expect(package.choice == nil && package.note == nil && names(package.files) == ["Old.swift"])

    // Files named alone are not a folder's: nothing is read.
    let file = try PreviewFileCommand.previewedFiles([root.appendingPathComponent("Shop/Legacy/Old.swift").path])
    #expect(file.choice == nil && file.note == nil && names(file.files) == ["Old.swift"])
  }

  @Test func aClassicProjectsFolderPreviewLeavesOutTheCopyItsTargetDoesNotCompile() throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    for path in [
      "App/Screens/Home.swift", "App/Screens/Home copy.swift", "App/Screens/Real Files/Display.swift",
      "App/Util.swift", "Shared/Config.swift", "Widget/Widget.swift", "AppTests/HomeTests.swift",
    ] {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("import SwiftUI\n".utf8).write(to: file)
    }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
    try Data(Self.classic.utf8).write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
    try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    let screens = try PreviewFileCommand.previewedFiles([root.appendingPathComponent("App").path])
    #expect(screens.files.map(\.lastPathComponent) == ["Home.swift", "Display.swift", "Util.swift"])
    #expect(screens.leftOut.map(\.lastPathComponent) == ["Home copy.swift"])
    // Through a link to the folder: the same files.
    let link = root.deletingLastPathComponent().appendingPathComponent("vellum-xcode-link-\(UUID().uuidString)")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: root)
    defer { try? FileManager.default.removeItem(at: link) }
    let linked = try PreviewFileCommand.previewedFiles([link.appendingPathComponent("App").path])
    #expect(linked.files.map(\.lastPathComponent) == ["Home.swift", "Display.swift", "Util.swift"])
  }

  @Test func withoutAReadableProjectEveryFileIsCompiled() throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.writeShop(at: root)
    let views = root.appendingPathComponent("Shop/Views")
    try Data("// !$*UTF8*$!\n{\n  objects = {\n".utf8)
      .write(to: root.appendingPathComponent("Shop.xcodeproj/project.pbxproj"))
    let broken = try PreviewFileCommand.previewedFiles([views.path])
    #expect(broken.files.count == 2 && broken.choice == nil)
    #expect(
      broken.note?.hasPrefix("note: cannot read \(root.standardizedFileURL.path)/Shop.xcodeproj/project.pbxproj (line")
        == true && broken.note?.hasSuffix("; compiling every Swift file") == true, "\(broken.note ?? "")")
    try FileManager.default.removeItem(at: root.appendingPathComponent("Shop.xcodeproj"))
    let none = try PreviewFileCommand.previewedFiles([views.path])
    #expect(none.files.count == 2 && none.choice == nil && none.note == nil)
  }

  // MARK: Resources

  @Test func theAppsCatalogsAreItsOwnAndComeFirst() throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.writeShop(at: root)
    let choice = try #require(try PreviewFileCommand.previewedFiles([root.path]).choice)
    let everything = PreviewResources(paths: [root.path])
    #expect(everything.catalogs.map(\.lastPathComponent) == ["Assets.xcassets", "Assets.xcassets"])
    var resources = PreviewResources(paths: [root.path], target: choice)
    #expect(
      resources.catalogs.map(\.path) == [root.appendingPathComponent("Shop/Assets.xcassets").standardizedFileURL.path])
    let bundle = root.appendingPathComponent("build/XcodeTargetResources")
    resources.targetBundle = bundle
    resources.linkTargetResources()
    #expect(
      (try FileManager.default.contentsOfDirectory(atPath: bundle.path)).sorted() == [
        "Assets.xcassets", "Localizable.xcstrings",
      ])
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: bundle.appendingPathComponent("Assets.xcassets").path)
        == root.appendingPathComponent("Shop/Assets.xcassets").standardizedFileURL.path)
    #expect(resources.environment()["VELLUM_RESOURCE_ROOTS"]?.hasPrefix(bundle.path + ":") == true)
    #expect(everything.environment()["VELLUM_RESOURCE_ROOTS"] == root.standardizedFileURL.path)
  }
}
