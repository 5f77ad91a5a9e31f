import Foundation
import Testing
import Vellum
import VellumCairo
import VellumPreview

/// Presentations at rest (Sources/Vellum/Presentation): nothing when not presented; the
/// alert box or sheet card over the dimmed screen when presented at render time.
@Suite struct PresentationTests {
  let screen = ProposedViewSize(width: 393, height: 852)
  let insets = Device.iPhone15.safeArea

  func environment() throws -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    return environment
  }

  func screenView(alert: Bool = false, sheet: Bool = false) -> some View {
    Color.clear
      .alert("Delete?", isPresented: .constant(alert)) {
        Button("Cancel", role: .cancel) {}
        Button("Delete", role: .destructive) {}
      } message: {
        Text("It cannot be undone.")
      }
      .sheet(isPresented: .constant(sheet)) { Text("Sheet body") }
  }

  @Test func notPresentedDrawsNothing() throws {
    let list = Renderer(screenView(), proposal: screen, environment: try environment(), safeArea: insets).displayList
    #expect(!list.description.contains("Delete?") && !list.description.contains("Sheet body"))
    #expect(!list.description.contains("#00000033"), "no dimming")
  }

  @Test func aPresentedAlertIsABoxOverTheDimmedScreen() throws {
    let view = screenView(alert: true)
    let list = Renderer(view, proposal: screen, environment: try environment(), safeArea: insets).displayList
      .description
    #expect(list.contains("fill (0, 0, 393×852) #00000033"), "black at 20 % over the whole screen: \(list)")
    #expect(list.contains("#ff3b30ff \"Delete\""), "the destructive action in red")
    let s = LayoutSnapshot(of: view, proposal: screen, scale: 1, environment: try environment(), safeArea: insets)
    let title = try #require(s.frames(ofText: "Delete?").first)
    let cancel = try #require(s.frames(ofText: "Cancel").first)
    let delete = try #require(s.frames(ofText: "Delete").first)
    #expect(abs(title.midX - 196.5) < 0.5, "centred")
    #expect(
      abs(cancel.midY - delete.midY) < 0.001 && cancel.maxX < 196.5 && delete.minX > 196.5, "two actions side by side")
    #expect(abs(cancel.midX - (196.5 - 270 / 4)) < 0.5, "each in half of the 270 pt box")
  }

  /// An alert about an item, its title a string the file computed (a shopping list's
  /// "Delete Milk?", seventh trial): shown with the item's actions when there is an item, and
  /// not at all when there is none.
  @Test func anAlertPresentingAnItemWithAStringTitle() throws {
    func view(_ item: String?) -> some View {
      let title = "Delete \(item ?? "")?"
      return Color.clear
        .alert(title, isPresented: .constant(true), presenting: item) { item in
          Button("Delete \(item)", role: .destructive) {}
        } message: { item in
          Text("\(item) leaves the list.")
        }
        .alert("Keep?", isPresented: .constant(true), presenting: nil as String?) { _ in Button("Keep") {} }
    }
    let shown = LayoutSnapshot(of: view("Milk"), proposal: screen, scale: 1, environment: try environment())
    #expect(shown.frames(ofText: "Delete Milk?").count == 1 && shown.frames(ofText: "Delete Milk").count == 1)
    #expect(shown.frames(ofText: "Milk leaves the list.").count == 1)
    #expect(shown.frames(ofText: "Keep?").isEmpty, "no item, no alert")
    let hidden = LayoutSnapshot(of: view(nil), proposal: screen, scale: 1, environment: try environment())
    #expect(hidden.frames(ofText: "Delete ?").isEmpty)
  }

  /// A share sheet a button presents from the root view controller (seventh trial): recorded,
  /// never drawn.
  @Test func aShareSheetIsRecordedNotShown() {
    let root = UIViewController()
    let share = UIActivityViewController(activityItems: ["Milk, eggs"], applicationActivities: nil)
    share.excludedActivityTypes = [.airDrop, .print]
    // For an iPad's popover; an iPhone in portrait presents the sheet from the bottom, so
    // there is no popover to point (a budget app's export).
    share.popoverPresentationController?.sourceView = root.view
    #expect(share.popoverPresentationController == nil)
    var completed = false
    root.present(share, animated: true) { completed = true }
    #expect(root.presentedViewController === share && completed)
    #expect(share.activityItems.first as? String == "Milk, eggs")
    root.dismiss(animated: true)
    #expect(root.presentedViewController == nil)
    #expect(UIApplication.willResignActiveNotification != UIApplication.didBecomeActiveNotification)
    let blue = Color(red: 0, green: 0.5, blue: 1).cgColor
    #expect(blue?.components?.map { Double($0) } == [0, 0.5, 1, 1], "\(String(describing: blue?.components))")
  }

  final class Account: ObservableObject { let name = "Ada" }

  struct AccountName: View {
    @EnvironmentObject var account: Account
    var body: some View { Text(account.name) }
  }

  /// A presentation covers the whole screen whichever view it is attached to, the bar
  /// included, as iOS presents above the window; it sees the environment where it is
  /// attached (environment objects reach a sheet).
  @Test func aPresentationAttachedToASmallViewCoversTheScreen() throws {
    let view = NavigationStack {
      List {
        Text("Row").sheet(isPresented: .constant(true)) { AccountName() }
        Text("Other").alert("Saved", isPresented: .constant(true)) {}
      }
      .navigationTitle("Inbox")
    }
    .environmentObject(Account())
    let list = Renderer(view, proposal: screen, environment: try environment(), safeArea: insets).displayList
      .description
    #expect(list.contains("fill (0, 0, 393×852) #00000033"), "the whole screen dimmed: \(list)")
    let s = LayoutSnapshot(of: view, proposal: screen, scale: 1, environment: try environment(), safeArea: insets)
    let name = try #require(s.frames(ofText: "Ada").first, "the sheet's content, with the environment object")
    let title = try #require(s.frames(ofText: "Inbox").first)
    #expect(name.minY > title.maxY - 100 && name.minY > 59, "on the sheet's card below the status bar: \(name)")
    let saved = try #require(s.frames(ofText: "Saved").first)
    #expect(abs(saved.midX - 196.5) < 0.5, "the alert is centred on the screen, not on its row: \(saved)")
    let lines = list.split(separator: "\n")
    let inbox = try #require(lines.firstIndex { $0.contains("\"Inbox\"") })
    let dim = try #require(lines.firstIndex { $0.contains("fill (0, 0, 393×852) #00000033") })
    #expect(inbox < dim, "the bar's title is drawn beneath the dimming")
  }

  @Test func threeActionsAreStackedAndNoneShowsOK() throws {
    let stacked = Color.clear.alert("Pick", isPresented: .constant(true)) {
      Button("A") {}
      Button("B") {}
      Button("C") {}
    }
    let s = LayoutSnapshot(of: stacked, proposal: screen, scale: 1, environment: try environment(), safeArea: insets)
    let tops = ["A", "B", "C"].compactMap { s.frames(ofText: $0).first?.midY }
    #expect(tops.count == 3 && tops[1] - tops[0] > 43 && tops[2] - tops[1] > 43, "44 pt rows: \(tops)")
    let bare = Color.clear.alert("Done", isPresented: .constant(true)) {}
    let b = LayoutSnapshot(of: bare, proposal: screen, scale: 1, environment: try environment(), safeArea: insets)
    #expect(b.frames(ofText: "OK").count == 1)
  }

  @Test func aPresentedSheetIsACardBelowTheTopOfTheSafeArea() throws {
    let s = LayoutSnapshot(
      of: screenView(sheet: true), proposal: screen, scale: 1, environment: try environment(), safeArea: insets)
    let body = try #require(s.frames(ofText: "Sheet body").first)
    #expect(abs(body.minY - (59 + 10)) < 0.001, "content at the card's top")
    #expect(abs(body.midX - 196.5) < 0.5)
  }

  @Test func fullScreenCoversReplaceTheScreen() throws {
    // Like every presentation, the cover is drawn over the view it is attached to: here one
    // that fills the screen, as a screen's root does.
    let view = Text("Behind").frame(maxWidth: .infinity, maxHeight: .infinity)
      .fullScreenCover(isPresented: .constant(true)) { Text("Cover") }
    let list = Renderer(view, proposal: screen, environment: try environment(), safeArea: insets).displayList
      .description
    #expect(list.contains("fill (0, 0, 393×852) #ffffffff"), "\(list)")
    #expect(list.contains("Cover"))
  }
}

@Suite struct ConfirmationDialogTests {
  @Test func aHiddenTitleTakesNoSpace() throws {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    func firstButton(_ visibility: Visibility) -> CGRect? {
      let view = Color.clear.confirmationDialog("Title", isPresented: .constant(true), titleVisibility: visibility) {
        Button("Move") {}
        Button("Copy") {}
        Button("Delete", role: .destructive) {}
      }
      let s = LayoutSnapshot(
        of: view, proposal: ProposedViewSize(width: 393, height: 852), scale: 1, environment: environment)
      return s.frames(ofText: "Move").first
    }
    let shown = try #require(firstButton(.visible))
    let hidden = try #require(firstButton(.hidden))
    #expect(
      abs((shown.minY - hidden.minY) - 21 / 2) < 0.51,
      "the title line (21 tall) moves the centred box by half: \(shown) \(hidden)")
  }

  /// A dialog that asks about one item (a row to delete), as list screens write it: shown with
  /// the item's name only when there is an item.
  @Test func aDialogPresentingAnItemShowsItsActionsAndMessage() throws {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    func texts(_ item: String?) -> String {
      let view = Color.clear.confirmationDialog("Remove", isPresented: .constant(true), presenting: item) { name in
        Button("Remove \(name)", role: .destructive) {}
        Button("Cancel", role: .cancel) {}
      } message: { name in
        Text("\(name) goes for good.")
      }
      return Renderer(view, proposal: ProposedViewSize(width: 393, height: 852), environment: environment)
        .displayList.description
    }
    let shown = texts("Savings")
    #expect(shown.contains("Remove Savings") && shown.contains("Savings goes for good."), "\(shown)")
    #expect(!texts(nil).contains("Remove"))
  }
}

/// `.inspector` on an iPhone canvas: a sheet, as iOS presents it in a compact width.
@Suite struct InspectorTests {
  let screen = ProposedViewSize(width: 393, height: 852)
  let insets = Device.iPhone15.safeArea

  func environment() throws -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    return environment
  }

  @Test func anInspectorOnAnIPhoneIsASheet() throws {
    func drawn(_ presented: Bool) throws -> String {
      let view = Color.clear.inspector(isPresented: .constant(presented)) { Text("Inspector body") }
        .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
      return Renderer(view, proposal: screen, environment: try environment(), safeArea: insets).displayList.description
    }
    #expect(!(try drawn(false)).contains("Inspector body"))
    let presented = try drawn(true)
    let sheet = Renderer(
      Color.clear.sheet(isPresented: .constant(true)) { Text("Inspector body") }, proposal: screen,
      environment: try environment(), safeArea: insets
    ).displayList.description
    #expect(presented == sheet, "drawn as the same sheet")
  }
}
