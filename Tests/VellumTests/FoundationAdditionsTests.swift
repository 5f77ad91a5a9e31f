import Combine
import Foundation
import Testing
import Vellum

/// Foundation API that Apple's Foundation has and Linux's lacks, as screens use it: a
/// person's name formatted, notifications as an asynchronous sequence, and a tab
/// arrangement kept with `@AppStorage`.
@Suite struct FoundationAdditionsTests {
  @Test func personNamesFormatAsInEnglish() {
    var name = PersonNameComponents()
    name.givenName = "Ada"
    name.familyName = "Lovelace"
    name.namePrefix = "Countess"
    #expect(name.formatted() == "Ada Lovelace")
    #expect(name.formatted(.name(style: .short)) == "Ada")
    #expect(name.formatted(.name(style: .long)) == "Countess Ada Lovelace")
    #expect(name.formatted(.name(style: .abbreviated)) == "AL")
    name.nickname = "Addie"
    #expect(name.formatted(.name(style: .short)) == "Addie")
    #expect(PersonNameComponents().formatted() == "")
  }

  @Test func notificationsArriveAsAnAsyncSequence() async {
    let center = NotificationCenter()
    let name = Notification.Name("FoundationAdditionsTests.finished")
    // The sequence observes from when its iterator is made, as Apple's does.
    var iterator = center.notifications(named: name).makeAsyncIterator()
    center.post(name: name, object: "first")
    center.post(name: Notification.Name("FoundationAdditionsTests.other"), object: "other")
    center.post(name: name, object: "second")
    let first = await iterator.next()?.object as? String
    let second = await iterator.next()?.object as? String
    #expect(first == "first" && second == "second")
  }

  @Test func aTabArrangementIsKeptWithAppStorage() {
    struct Tabs: View {
      @AppStorage("tabs") var customization: TabViewCustomization
      var body: some View { TabView { Text("Home").tabItem { Text("Home") } }.tabViewCustomization($customization) }
    }
    let tabs = Tabs()
    #expect(tabs.customization == TabViewCustomization())
    #expect(LayoutSnapshot(of: tabs, proposal: ProposedViewSize(width: 393, height: 852)).size.width == 393)
  }
}
