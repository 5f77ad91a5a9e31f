import Foundation
import Testing
import Vellum
import VellumCairo
import VellumPreview

/// Navigation containers and the navigation bar at rest (Sources/Vellum/Navigation), on an
/// iPhone 15 screen (393×852, safe area 59 top / 34 bottom) at scale 1.
@Suite struct NavigationTests {
  let screen = ProposedViewSize(width: 393, height: 852)
  let insets = Device.iPhone15.safeArea

  func environment() throws -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    return environment
  }

  func snapshot<V: View>(_ view: V) throws -> LayoutSnapshot {
    LayoutSnapshot(of: view, proposal: screen, scale: 1, environment: try environment(), safeArea: insets)
  }

  /// Issue 29: SwiftUI draws a toolbar's toggle in the button style (Apple's `ToggleStyle.button`:
  /// "the default for toggles that appear in a toolbar"); Vellum drew a switch with its label
  /// across the whole bar. Elsewhere the automatic style stays the switch.
  @Test func aToolbarToggleIsAButton() throws {
    let s = try snapshot(
      NavigationStack {
        Toggle("Wi-Fi", isOn: .constant(true))
          .navigationTitle("Filters")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
              Toggle(isOn: .constant(true)) { Text("Starred") }
            }
          }
      })
    let starred = try #require(s.frames(ofText: "Starred").first)
    #expect(starred.maxX < 393 - 16 && starred.minX > 393 / 2, "an item at the trailing edge: \(starred)")
    #expect(starred.maxY < 59 + 44, "in the bar")
    let switches = s.frames(ofKind: "Capsule")
    #expect(switches.count == 1 && switches[0].minY > 59 + 44, "one switch, the content's: \(switches)")
    let drawn = Renderer(
      NavigationStack {
        Color.clear.toolbar { ToolbarItem { Toggle(isOn: .constant(true)) { Text("Starred") } } }
      }, proposal: screen
    ).displayList.description
    let fill = Paint.color(RGBA(Color.blue.opacity(0.15).resolve(in: EnvironmentValues()))).description
    #expect(drawn.contains(fill), "on: the tint's light fill behind the label")
  }

  /// bw-two-factor-duo-ax5 and bwa-item-list-favorites-ax5 (iOS 17.0.1 at AX5): the bar's items
  /// stay as at Large (xmark ink 13 × 13, "+" 18 × 18) and the inline title grows only to the
  /// 21 pt headline of xxLarge, on the same baseline. Below Large it stays at Large's 17 pt
  /// (bw-select-language, drawn at Medium: the title's cap height is Large's while the rows'
  /// body text is 16 pt).
  @Test func atAccessibilitySizesBarItemsKeepTheirSizeAndTheInlineTitleGrowsALittle() throws {
    func bar(_ size: DynamicTypeSize) throws -> LayoutSnapshot {
      try snapshot(
        NavigationStack {
          Color.clear
            .navigationTitle("Duo")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
              ToolbarItem(placement: .topBarLeading) { Button("Close") {} }
              ToolbarItem(placement: .topBarTrailing) {
                Button {
                } label: {
                  Image(systemName: "plus").id("plus")
                }
              }
            }
        }
        .dynamicTypeSize(size))
    }
    let large = try bar(.large)
    let ax5 = try bar(.accessibility5)
    #expect(ax5.frames(ofText: "Close") == large.frames(ofText: "Close"), "the text item as at Large")
    let plus = try #require(large.identifiedFrames["plus"])
    #expect(ax5.identifiedFrames["plus"] == plus, "the symbol item as at Large")
    let title = try #require(ax5.frames(ofText: "Duo").first)
    let largeTitle = try #require(large.frames(ofText: "Duo").first)
    #expect(abs(title.height - 26) < 0.001, "21 × 1.1934 rounded up at scale 1: \(title)")
    #expect(title.width > largeTitle.width)
    #expect(abs(title.minY + 21 * 1950 / 2048 - (59 + 28.33)) < 0.001, "the baseline stays 28.33 below the bar's top")
    let medium = try bar(.medium)
    #expect(medium.frames(ofText: "Duo") == large.frames(ofText: "Duo"), "the title as at Large")
    #expect(medium.frames(ofText: "Close") == large.frames(ofText: "Close"), "the text item as at Large")
  }

  @Test func anInlineTitleIsCentredInTheBarAndItemsSitAtTheMargins() throws {
    let s = try snapshot(
      NavigationStack {
        List { Text("Row") }
          .navigationTitle("Reminders")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
            ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
          }
      })
    let title = try #require(s.frames(ofText: "Reminders").first)
    // Centred across the bar; its baseline (top + SF's 16.19 pt ascender) 28.33 below the
    // bar's top, as the ios-reference inline bars measure.
    #expect(abs(title.midX - 196.5) < 0.001 && abs(title.minY + 17 * 1950 / 2048 - (59 + 28.33)) < 0.001, "\(title)")
    #expect(s.frames(ofText: "Edit").first?.minX == 16)
    #expect(abs((s.frames(ofText: "Add").first?.maxX ?? 0) - (393 - 16)) < 0.001)
    let row = try #require(s.frames(ofText: "Row").first)
    #expect(row.minY == 59 + 44 + 35 + 11.5, "the list lays out under the 44 pt bar")
  }

  /// iOS 27's pinned trailing placement, and iOS 26's spacer and shared-background modifier
  /// and iOS 27's visibility priority: a still bar has no overflow menu and no glass groups,
  /// so the pinned item sits where a `.topBarTrailing` one does, and a spacer takes no room.
  @Test func aPinnedTrailingItemSitsWhereATrailingOneDoes() throws {
    func bar(pinned: Bool) throws -> LayoutSnapshot {
      try snapshot(
        NavigationStack {
          List { Text("Row") }
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
              ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                .visibilityPriority(.low)
              ToolbarSpacer(.fixed, placement: .topBarTrailing)
              ToolbarItem(placement: pinned ? .topBarPinnedTrailing : .topBarTrailing) {
                Button {
                } label: {
                  Image(systemName: "plus").id("add")
                }
              }
              .visibilityPriority(ToolbarItemVisibilityPriority(higherThan: .high))
              .sharedBackgroundVisibility(.hidden)
            }
        })
    }
    let pinned = try bar(pinned: true)
    let trailing = try bar(pinned: false)
    let add = try #require(pinned.identifiedFrames["add"])
    #expect(add == trailing.identifiedFrames["add"], "drawn as .topBarTrailing")
    #expect(abs(add.maxX - (393 - 16)) < 1, "at the bar's trailing margin: \(add)")
    #expect(pinned.frames(ofText: "Edit") == trailing.frames(ofText: "Edit"))
    let edit = try #require(pinned.frames(ofText: "Edit").first)
    #expect(edit.maxX < add.minX, "the other trailing item before it")
    #expect(ToolbarItemVisibilityPriority.low < .automatic && .automatic < .high)
    #expect(ToolbarItemVisibilityPriority(higherThan: .high) > .high)
  }

  /// iOS 27's `ToolbarOverflowMenu` (a sprite cutter's toolbar, sixteenth round): drawn as the
  /// overflow button of iOS 18's bars, an `ellipsis.circle` menu at the trailing edge, its
  /// actions closed; `toolbarOverflowMenu(content:)` draws the same bar.
  @Test func anOverflowMenuIsTheTrailingEllipsisButton() throws {
    func bar(_ kind: Int) throws -> String {
      let list = List { Text("Row") }.navigationTitle("Sheet").navigationBarTitleDisplayMode(.inline)
      switch kind {
      case 0:
        return try snapshot(
          NavigationStack { list.toolbar { ToolbarOverflowMenu { Button("Duplicate") {} } } }
        ).description
      case 1:
        return try snapshot(NavigationStack { list.toolbarOverflowMenu { Button("Duplicate") {} } }).description
      default:
        return try snapshot(
          NavigationStack {
            list.toolbar {
              ToolbarItem(placement: .primaryAction) {
                Menu {
                  Button("Duplicate") {}
                } label: {
                  Label("More", systemImage: "ellipsis.circle")
                }
              }
            }
          }
        ).description
      }
    }
    let overflow = try bar(0)
    #expect(overflow == (try bar(2)), "\(overflow)")
    #expect(overflow == (try bar(1)))
    #expect(!overflow.contains("Duplicate"), "the menu is closed")
    #expect(overflow != (try snapshot(NavigationStack { List { Text("Row") }.navigationTitle("Sheet") }).description))
  }

  /// Xcode's older template: a `NavigationView` holding the list and a detail placeholder.
  /// On iPhone iOS shows the first column as the stack's root and not the placeholder; the
  /// list's title and toolbar reach the bar.
  @Test func aNavigationViewOnIPhoneShowsItsFirstColumnOnly() throws {
    let s = try snapshot(
      NavigationView {
        List { Text("Row") }
          .navigationTitle("Items")
          .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add") {} } }
        Text("Select an item")
      })
    #expect(s.frames(ofText: "Select an item").isEmpty, "the detail column is not shown")
    #expect(s.frames(ofText: "Row").count == 1 && s.frames(ofText: "Add").count == 1)
    let title = try #require(s.frames(ofText: "Items").first)
    #expect(title.minX == 16 && title.minY > 59 + 44, "a large title under the bar: \(title)")
    let single = try snapshot(NavigationView { List { Text("Row") }.navigationTitle("Items") })
    #expect(single.frames(ofText: "Row") == s.frames(ofText: "Row"), "as a NavigationView of the list alone")
  }

  /// A toolbar button with a title and a symbol shows the symbol alone in the bar, as iOS
  /// resolves a `Label` there; a style set on the item itself wins.
  @Test func barItemsShowTheirIconsOnly() throws {
    let s = try snapshot(
      NavigationStack {
        List { Text("Row") }
          .navigationTitle("Expenses")
          .toolbar {
            Button("Add Expense", systemImage: "plus") {}
            ToolbarItem(placement: .topBarLeading) {
              Label("Filter", systemImage: "line.3.horizontal.decrease").labelStyle(.titleAndIcon)
            }
            ToolbarItem(placement: .bottomBar) { Button("Share", systemImage: "square.and.arrow.up") {} }
          }
      })
    #expect(s.frames(ofText: "Add Expense").isEmpty && s.frames(ofText: "Share").isEmpty)
    #expect(s.frames(ofText: "Filter").count == 1)
  }

  /// `.preferredColorScheme(.dark)` inside a stack darkens the whole screen, the bar's
  /// title and the backdrop included, as iOS applies it to the window.
  @Test func aPreferredSchemeInsideTheStackDarkensTheBar() throws {
    var environment = try environment()
    environment.colorScheme = .light
    let view = NavigationStack {
      ScrollView { Text("Body") }.navigationTitle("Moonshot").preferredColorScheme(.dark)
    }
    let list = Renderer(view, proposal: screen, environment: environment, safeArea: insets).displayList
    #expect(list.preferredColorScheme == .dark)
    #expect(list.description.contains("#ffffffff \"Moonshot\""), "\(list)")
    let plain = Renderer(
      NavigationStack { Text("Body").navigationTitle("Moonshot") }, proposal: screen, environment: environment,
      safeArea: insets
    ).displayList
    #expect(plain.preferredColorScheme == nil && plain.description.contains("#000000ff \"Moonshot\""))
  }

  struct FilledStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label.frame(maxWidth: .infinity).padding().foregroundColor(.white)
        .background(Color.orange).cornerRadius(15)
    }
  }

  /// Outside a list a link is a button, so a button style draws it, as public login
  /// screens style their "Log in" links.
  @Test func aLinkOutsideAListTakesTheButtonStyle() throws {
    let view = NavigationStack {
      VStack {
        NavigationLink("Log in", destination: Text("Next")).buttonStyle(FilledStyle())
        NavigationLink("Plain", destination: Text("Next"))
      }
    }
    let list = Renderer(view, proposal: screen, environment: try environment(), safeArea: insets).displayList
      .description
    #expect(list.contains("#ffffffff \"Log in\""), "\(list)")
    #expect(list.contains("#ff9500ff"), "the style's orange background")
    #expect(list.contains("#007affff \"Plain\""), "the default: the label in the tint")
    let s = try snapshot(view)
    let frames = s.frames(ofText: "Log in")
    #expect(frames.count == 1)
  }

  @Test func theRootShowsALargeTitleByDefault() throws {
    let s = try snapshot(NavigationStack { List { Text("Row") }.navigationTitle("Landmarks") })
    let title = try #require(s.frames(ofText: "Landmarks").first)
    // The baseline 15.5 above the 52 pt area's bottom (ios-reference: 80.5 below the bar's
    // top); the 34 pt title's ascender is 32.373 (spec §1).
    let top: CGFloat = 59 + 44 + 52 - 15.5 - 32.373
    #expect(title.minX == 16 && abs(title.minY - top) < 0.01, "\(title)")
    #expect(s.frames(ofText: "Row").first?.minY == 59 + 96 + 35 + 11.5)
  }

  @Test func theListBackgroundStillFillsTheScreen() throws {
    let view = NavigationStack { Form { Text("Row") }.navigationTitle("Settings") }
    let list = Renderer(view, proposal: screen, environment: try environment(), safeArea: insets).displayList
      .description
    #expect(list.contains("fill (0, 0, 393×852) #f2f2f7ff"), "the grouped background reaches the top: \(list)")
  }

  @Test func navigationLinksInRowsGetAChevronAndElsewhereTheTint() throws {
    let rows = try snapshot(
      NavigationStack {
        List {
          NavigationLink("General") { Text("Detail") }
          NavigationLink(value: 3) { Text("Privacy") }
          Text("Plain row")
        }
      })
    #expect(rows.frames(ofKind: "Image(\"chevron.right\")").count == 2)
    let chevron = try #require(rows.frames(ofKind: "Image(\"chevron.right\")").first)
    #expect(abs(chevron.maxX - (393 - 40)) < 0.001, "at the row's trailing inset")
    #expect(rows.frames(ofText: "Detail").isEmpty, "the destination is not drawn")
    let alone = Renderer(
      NavigationLink("Next", destination: Text("Detail")), proposal: screen, environment: try environment()
    ).displayList.description
    #expect(alone.contains("#007affff \"Next\""), "outside a list the label is tinted: \(alone)")
    #expect(!alone.contains("chevron"))
  }

  @Test func hiddenBarsLeaveTheContentAtTheSafeAreasTop() throws {
    let s = try snapshot(
      NavigationStack {
        Color.red.id("content").navigationTitle("Hidden").toolbar(.hidden, for: .navigationBar)
      })
    #expect(s.frames(ofText: "Hidden").isEmpty)
    #expect(s.frame(of: "content")?.minY == 59)
  }

  /// iOS 18's `toolbarVisibility(_:for:)` hides the bar as `toolbar(_:for:)` does.
  @Test func toolbarVisibilityHidesTheBarAsToolbarDoes() throws {
    let s = try snapshot(
      NavigationStack {
        Color.red.id("content").navigationTitle("Hidden").toolbarVisibility(.hidden, for: .navigationBar)
      })
    #expect(s.frames(ofText: "Hidden").isEmpty)
    #expect(s.frame(of: "content")?.minY == 59)
  }

  /// A photo wall as iOS 18 screens write it: cards that fade as they scroll, zoom into
  /// their detail and hide the bar there, a scroll view anchored to its end and watching its
  /// offset. Drawn at rest: every card fully in view and the wall at offset 0.
  struct PhotoWall: View {
    @Namespace private var zoom
    @State private var offset: CGFloat = 0
    let photos = ["Dune", "Fjord", "Mesa"]

    var body: some View {
      NavigationStack {
        ScrollView {
          VStack(spacing: 8) {
            ForEach(photos, id: \.self) { photo in
              NavigationLink {
                Text(photo).navigationTransition(.zoom(sourceID: photo, in: zoom))
                  .toolbarVisibility(.hidden, for: .navigationBar)
              } label: {
                Text(photo).frame(maxWidth: .infinity).frame(height: 60).background(.gray)
                  .matchedTransitionSource(id: photo, in: zoom) {
                    $0.background(.clear).clipShape(RoundedRectangle(cornerRadius: 8))
                  }
              }
              .scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in
                content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.8)
                  .blur(radius: phase.isIdentity ? 0 : 4)
              }
            }
          }
        }
        .defaultScrollAnchor(.bottom, for: .initialOffset)
        .defaultScrollAnchor(.top, for: .alignment)
        .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in offset = new }
        .onScrollPhaseChange { _, phase in if phase.isScrolling { offset = -1 } }
        .navigationTitle("Wall \(Int(offset))")
      }
    }
  }

  @Test func scrollTransitionsAndZoomTransitionsDrawAtRest() throws {
    let s = try snapshot(PhotoWall())
    #expect(s.frames(ofText: "Wall 0").count == 1, "the action is never called")
    let cards = ["Dune", "Fjord", "Mesa"].compactMap { s.frames(ofText: $0).first }
    #expect(cards.count == 3 && cards[0].minY < cards[1].minY && cards[1].minY < cards[2].minY)
    #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.identity.isIdentity)
  }

  @Test func aSplitViewOnAPhoneShowsItsSidebar() throws {
    let s = try snapshot(
      NavigationSplitView {
        List { Text("Inbox") }.navigationTitle("Mail")
      } detail: {
        Text("Pick a message")
      })
    #expect(s.frames(ofText: "Mail").count == 1)
    #expect(s.frames(ofText: "Inbox").count == 1)
    #expect(s.frames(ofText: "Pick a message").isEmpty)
  }

  /// A title and toolbar set on a `ScrollView`'s content or inside a `ZStack` over a
  /// background reach the bar, as SwiftUI passes them up (sixth trial: a settings screen
  /// titles its scroll view's `VStack`); the root's outermost title still wins, and a stack
  /// nested in the root keeps its title to itself.
  @Test func titlesAndToolbarsSetInsideTheRootReachTheBar() throws {
    let outermost = try snapshot(NavigationStack { ScrollView { Text("Row") }.navigationTitle("Settings") })
    let scrolled = try snapshot(
      NavigationView {
        ScrollView {
          VStack { Text("Row") }
            .navigationTitle("Settings")
            .toolbar {
              Button {
              } label: {
                Image(systemName: "xmark").id("close")
              }
            }
        }
      })
    let expected = try #require(outermost.frames(ofText: "Settings").first)
    #expect(scrolled.frames(ofText: "Settings").first == expected, "\(scrolled)")
    #expect(scrolled.frames(ofText: "Row") == outermost.frames(ofText: "Row"))
    #expect(try #require(scrolled.frame(of: "close")).maxX > 350)

    let layered = try snapshot(
      NavigationStack {
        ZStack {
          Color.yellow
          Text("Row").navigationTitle("Moments").navigationBarTitleDisplayMode(.inline)
        }
      })
    let inline = try #require(layered.frames(ofText: "Moments").first)
    #expect(abs(inline.midX - 393 / 2) < 1 && inline.maxY < 59 + 44, "\(inline)")

    let outerWins = try snapshot(
      NavigationStack { ScrollView { Text("Row").navigationTitle("Inner") }.navigationTitle("Outer") })
    #expect(outerWins.frames(ofText: "Inner").isEmpty && outerWins.frames(ofText: "Outer").count == 1)

    let nested = try snapshot(
      NavigationStack {
        VStack { NavigationStack { Text("Row").navigationTitle("Nested") }.frame(height: 300) }
      })
    #expect(nested.frames(ofText: "Nested").count == 1, "only the nested stack's bar shows it: \(nested)")
  }

  @Test func navigationViewIsAStack() throws {
    let s = try snapshot(NavigationView { Text("Body").navigationTitle("Old") })
    #expect(s.frames(ofText: "Old").first?.minX == 16)
  }

  @Test func searchableAddsAFieldUnderTheTitle() throws {
    let s = try snapshot(
      NavigationStack {
        List { Text("Row") }.navigationTitle("Contacts").searchable(text: .constant(""), prompt: "Find")
      })
    let prompt = try #require(s.frames(ofText: "Find").first)
    let title = try #require(s.frames(ofText: "Contacts").first)
    // The search area is 1 + 36.14 + 15 pt at Large (ios-reference: at Medium the field at
    // 151 under a large title, 34.33 tall, the bar's hairline at 200.33; at AX5 101.33 tall).
    let area = 1 + 36.14 + 15
    #expect(prompt.minY > title.maxY && prompt.maxY < 59 + 96 + area)
    // UIKit's own 16 pt magnifier 6 pt into the field, the prompt 5 pt after it
    // (bwa-item-list-empty: magnifier ink x 22–38, prompt at 43 in a field at 16).
    #expect(abs(prompt.minX - (16 + 6 + 16 + 5)) < 0.001, "\(prompt)")
    let row = try #require(s.frames(ofText: "Row").first)
    #expect(abs(row.minY - (59 + 96 + area + 35 + 11.5)) < 0.01, "\(row)")
  }

  /// Tokens (iOS 16's `searchable(text:tokens:…)`, a game wiki's filter by item base) are
  /// accepted; the field is the same field, its prompt where a field without tokens has it.
  @Test func searchableWithTokensIsTheSameField() throws {
    struct Base: Identifiable { let id: Int }
    let plain = try snapshot(
      NavigationStack {
        List { Text("Row") }.navigationTitle("Runes").searchable(text: .constant(""), prompt: "Filter")
      })
    let tokened = try snapshot(
      NavigationStack {
        List { Text("Row") }.navigationTitle("Runes")
          .searchable(
            text: .constant(""), tokens: .constant([Base(id: 1)]),
            placement: .navigationBarDrawer(displayMode: .always), prompt: "Filter", token: { Text("\($0.id)") })
      })
    let prompt = try #require(tokened.frames(ofText: "Filter").first)
    #expect(prompt == plain.frames(ofText: "Filter").first)
    #expect(tokened.frames(ofText: "Row").first == plain.frames(ofText: "Row").first)
  }

  /// `.searchable` on the stack itself puts the field in its root's bar, as SwiftUI's own
  /// example does (a library screen showed no field, eleventh and twelfth trials).
  @Test func searchableOnTheStackPutsTheFieldInTheRootsBar() throws {
    let inside = try snapshot(
      NavigationStack {
        List { Text("Row") }.navigationTitle("Books").searchable(text: .constant(""), prompt: "Find")
      })
    let outside = try snapshot(
      NavigationStack { List { Text("Row") }.navigationTitle("Books") }
        .searchable(text: .constant(""), prompt: "Find"))
    let prompt = try #require(outside.frames(ofText: "Find").first)
    #expect(prompt == inside.frames(ofText: "Find").first, "\(prompt)")
    #expect(outside.frames(ofText: "Row").first == inside.frames(ofText: "Row").first)
    // A stack in a sheet presented from inside the searchable root has no field of its own.
    let presenting = NavigationStack {
      List { Text("Row") }.navigationTitle("Books")
        .sheet(isPresented: .constant(true)) { NavigationStack { Text("Detail").navigationTitle("Sheet") } }
        .searchable(text: .constant(""), prompt: "Find")
    }
    let list = Renderer(presenting, proposal: screen, environment: try environment(), safeArea: insets)
      .displayList.description
    #expect(list.contains("\"Detail\"") && list.components(separatedBy: "\"Find\"").count == 2, "\(list)")
  }

  @Test func theBarGrowsWithItsTitleAndSearchFieldAtAccessibilitySizes() throws {
    // bwa-item-list-favorites-ax5 (iOS 17, AX5): the 60 pt large title's line starts at the
    // bar's bottom, its area is 73 tall with the baseline 15.33 above its bottom, the search
    // field is 101.33 tall with its prompt at 53 pt, and the bar's hairline is at 288.33 under a
    // 54 pt inset (44 + 73 + 1 + 101.33 + 15).
    let s = try snapshot(
      NavigationStack {
        List { Text("Row") }.navigationTitle("Codes").searchable(text: .constant(""), prompt: "Search")
      }
      .dynamicTypeSize(.accessibility5))
    let title = try #require(s.frames(ofText: "Codes").first)
    let prompt = try #require(s.frames(ofText: "Search").first)
    let ascender: CGFloat = 60 * 32.373 / 34  // spec §1: largeTitle's ascender at 34 pt
    let baseline: CGFloat = 59 + 44 + 73 - 15.33
    #expect(abs(title.minY - (baseline - ascender)) < 1, "within the conformance suite's 1 pt: \(title)")
    let field: CGFloat = 59 + 44 + 73 + 1
    #expect(abs(prompt.midY - (field + 101.33 / 2)) < 0.5, "the prompt centred in the 101.33 pt field: \(prompt)")
    let row = try #require(s.frames(ofText: "Row").first)
    #expect(row.minY > field + 101.33 + 15, "the content starts below the grown bar: \(row)")
  }

  @Test func typedSearchTextIsPrimaryAndThePromptSecondary() throws {
    func list(_ text: String) throws -> String {
      Renderer(
        NavigationStack { List { Text("Row") }.searchable(text: .constant(text)) }, proposal: screen,
        environment: try environment(), safeArea: insets
      ).displayList.description
    }
    #expect(try list("").contains("#3c3c4399 \"Search\""))
    #expect(try list("Tokyo").contains("#000000ff \"Tokyo\""))
  }

  @Test func bottomBarItemsSitAboveTheHomeIndicator() throws {
    let s = try snapshot(
      NavigationStack {
        List { Text("Row") }
          .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
              Button("Select") {}
              Button("Done") {}
            }
          }
      })
    let select = try #require(s.frames(ofText: "Select").first)
    let done = try #require(s.frames(ofText: "Done").first)
    #expect(abs(select.midY - (852 - 34 - 49 / 2.0)) < 0.001)
    #expect(select.minX == 16 && done.maxX == 393 - 16)
  }

  /// Keyboard toolbar items sit above the keyboard, which a still screen does not show: they
  /// are not drawn, and take no bottom bar.
  @Test func keyboardItemsAreNotDrawn() throws {
    let s = try snapshot(
      NavigationStack {
        Form { TextField("Email", text: .constant("")) }
          .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
              Spacer()
              Button("Done") {}
            }
          }
      })
    #expect(s.frames(ofText: "Done").isEmpty)
    #expect(s.frames(ofText: "Email").count == 1)
  }

  @Test func aStackWithAPathDrawsItsRoot() throws {
    let s = try snapshot(
      NavigationStack(path: .constant([1, 2])) {
        Text("Root").navigationDestination(for: Int.self) { Text("Pushed \($0)") }
      })
    #expect(s.frames(ofText: "Root").count == 1)
  }

  /// A root with a header wider than the screen above a list: the list keeps the screen's
  /// width and the header overflows both edges, as iOS hosts the root (the list was drawn
  /// 500 points wide and cut on both sides, twelfth trial).
  @Test func aWideHeaderDoesNotWidenTheRootsList() {
    let view = NavigationStack {
      Color.orange.frame(width: 500, height: 120).id("header")
      List { Toggle("Sounds", isOn: .constant(true)) }.id("list")
    }
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 393, height: 852))
    #expect(snapshot.frame(of: "list")?.width == 393 && snapshot.frame(of: "list")?.minX == 0)
    #expect(snapshot.frame(of: "header")?.minX == -53.5, "\(String(describing: snapshot.frame(of: "header")))")
  }
}
