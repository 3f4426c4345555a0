import XCTest

@testable import CopyKit

/// The title built from a message's main clause (title-generic, no-error-word).
final class TitleRewriterTests: XCTestCase {
    private let rewriter = TitleRewriter(context: RuleContext())

    private func title(_ message: String, avoidPronouns: Bool = false) -> String? {
        rewriter.title(fromMessage: AnalyzedText(message), avoidPronouns: avoidPronouns)
    }

    func testPassiveWithNegatedModalBecomesVerbFirstTitle() {
        XCTAssertEqual(title("The file couldn't be saved because the disk is full."), "Couldn't Save the File")
        XCTAssertEqual(
            title("The calendar couldn't be published because the server rejected the request."),
            "Couldn't Publish the Calendar")
        XCTAssertEqual(title("The recipe couldn't be saved because it's missing a title."), "Couldn't Save the Recipe")
        XCTAssertEqual(title("The photo can't be uploaded right now."), "Can't Upload the Photo")
        XCTAssertEqual(title("This document cannot be opened."), "Can't Open This Document")
        XCTAssertEqual(title("The update could not be installed."), "Couldn't Install the Update")
        XCTAssertEqual(title("The playlist won't be deleted until you confirm."), "Can't Delete the Playlist")
    }

    func testRelativeClausesParticlesAndTimeAdverbsStayOut() {
        XCTAssertEqual(title("The file you selected is not supported."), "File Not Supported")
        XCTAssertEqual(title("The passcode you entered is incorrect."), "Passcode Incorrect")
        XCTAssertEqual(title("The request timed out."), "Request Timed Out")
        XCTAssertEqual(title("We're unable to complete your purchase right now."), "Unable to Complete Your Purchase")
        XCTAssertEqual(title("Unable to download the app today."), "Unable to Download the App")
        XCTAssertNil(title("We couldn't find any results for “%@”."))
    }

    func testPassiveKeepsAShortPrepositionalPhraseAndDropsTheAgent() {
        XCTAssertEqual(
            title("Contacts couldn't be synced with the computer."), "Couldn't Sync Contacts with the Computer")
        XCTAssertEqual(title("The message wasn't sent."), "Couldn't Send the Message")
        XCTAssertEqual(
            title("The photos haven't been imported to your library."), "Couldn't Import the Photos to Your Library")
    }

    func testCurlyApostrophesAreKept() {
        XCTAssertEqual(title("The file couldn’t be saved."), "Couldn’t Save the File")
    }

    func testActiveWithPronounSubjectDropsTheSubject() {
        XCTAssertEqual(title("We couldn't connect to the server."), "Couldn't Connect to the Server")
        XCTAssertEqual(title("We can't find the printer."), "Can't Find the Printer")
        XCTAssertEqual(title("We were unable to verify the account."), "Couldn't Verify the Account")
        XCTAssertEqual(title("I couldn't load the page you requested."), "Couldn't Load the Page")
    }

    func testActiveWithNounSubjectAndObject() {
        XCTAssertEqual(title("The app failed to load the library."), "Couldn't Load the Library")
        XCTAssertEqual(title("Safari can't open the page because the address is invalid."), "Can't Open the Page")
    }

    func testPronounProfilesReplaceYour() {
        XCTAssertEqual(title("Your file couldn't be saved.", avoidPronouns: true), "Couldn't Save the File")
        XCTAssertEqual(title("We couldn't verify your identity.", avoidPronouns: true), "Couldn't Verify the Identity")
    }

    func testHeadlinesFromStatements() {
        XCTAssertEqual(title("This recipe was deleted by its author."), "Recipe Deleted")
        XCTAssertEqual(title("Your subscription has been renewed."), "Subscription Renewed")
        XCTAssertEqual(title("The download failed."), "Download Failed")
        XCTAssertEqual(title("The disk is full."), "Disk Full")
        XCTAssertEqual(title("The server isn't available."), "Server Not Available")
        XCTAssertEqual(title("Location sharing is turned off for this device."), "Location Sharing Turned Off")
    }

    func testParticiplesAreReadFromTheLexiconAndTheEdRules() {
        // Irregular participles the lexicon knows, one that is also its base form, and regular
        // ones by the -ed rules.
        XCTAssertEqual(title("The photos were hidden."), "Photos Hidden")
        XCTAssertEqual(title("The account was frozen."), "Account Frozen")
        XCTAssertEqual(title("The files were read."), "Files Read")
        XCTAssertEqual(title("The invoice was emailed to the customer."), "Invoice Emailed")
        XCTAssertEqual(title("The video couldn't be embedded."), "Couldn't Embed the Video")
        XCTAssertEqual(title("The session ended."), "Session Ended")
        // A present-tense verb is no past tense: no headline.
        XCTAssertNil(title("The printer needs paper."))
    }

    func testClausesThatAlreadyReadAsTitles() {
        XCTAssertEqual(title("Unable to find the printer."), "Unable to Find the Printer")
        XCTAssertEqual(title("Couldn't open the file."), "Couldn't Open the File")
        XCTAssertEqual(title("No internet connection."), "No Internet Connection")
    }

    func testLeadingInterjectionIsSkipped() {
        XCTAssertEqual(title("Sorry, the note couldn't be shared."), "Couldn't Share the Note")
        XCTAssertEqual(title("Oops, sorry, the note couldn't be shared."), "Couldn't Share the Note")
        XCTAssertEqual(title("Unfortunately, the file couldn't be saved."), "Couldn't Save the File")
    }

    func testJoiningMarksStayInTheClause() {
        XCTAssertEqual(title("The photos/videos couldn't be imported."), "Couldn't Import the Photos / Videos")
        XCTAssertEqual(title("Rock & roll couldn't be played."), "Couldn't Play Rock & Roll")
    }

    func testSecondSentenceIsTriedWhenTheFirstHasNoClause() {
        XCTAssertEqual(title("Check the cable. The printer couldn't be found."), "Couldn't Find the Printer")
    }

    func testUnrecognizedShapesGiveNoTitle() {
        XCTAssertNil(title("Check the network connection and try again."))
        XCTAssertNil(title("It couldn't be saved."))
        XCTAssertNil(title("This can't be undone."))
        XCTAssertNil(title("The server couldn't respond."))
        XCTAssertNil(title("You can rent this movie again from the store."))
        XCTAssertNil(title(""))
    }

    func testPlaceholdersStayInTheMessage() {
        XCTAssertEqual(title("The file %@ couldn't be saved because the disk is full."), "Couldn't Save the File")
        XCTAssertEqual(title("%d items couldn't be synced."), "Couldn't Sync Items")
        XCTAssertNil(title("%@ couldn't be saved."))
        XCTAssertNil(title("We couldn't open %@."))
    }

    func testFailureLeadInsNameTheAction() {
        XCTAssertEqual(title("An error occurred while saving the file."), "Couldn't Save the File")
        XCTAssertEqual(title("There was a problem connecting to the server."), "Couldn't Connect to the Server")
        XCTAssertEqual(title("Something went wrong while downloading your photos."), "Couldn't Download Your Photos")
        XCTAssertNil(title("An error occurred."))
    }

    func testGenericResultsGiveNoTitle() {
        XCTAssertNil(title("An unknown error occurred."))
        XCTAssertNil(title("A network error has occurred."))
    }

    func testLongClausesGiveNoTitle() {
        XCTAssertNil(
            title("The very large shared family photo library couldn't be synced with the other computer at home."))
    }

    func testTheSubjectEndsAtTheVerbGroup() {
        // A finite auxiliary, "been" or a subject fused with its verb is no part of a subject:
        // no headline is made of "this is not" or "it's greatly".
        XCTAssertNil(title("This is not allowed."))
        XCTAssertNil(title("It was deleted."))
        XCTAssertNil(title("Thank you for your tip! It's greatly appreciated!"))
        XCTAssertNil(title("That’s not supported."))
        XCTAssertNil(title("The file's been deleted."))
        XCTAssertNil(title("Your tip is greatly appreciated."))
        XCTAssertNil(title("Data may have been lost."))
        XCTAssertNil(title("Here's what happened."))
        // A subject whose verb group follows it still gives its headline, and a fused subject on
        // its own still drops before a negated auxiliary.
        XCTAssertEqual(title("We're unable to connect."), "Unable to Connect")
        XCTAssertEqual(title("The file you selected is not supported."), "File Not Supported")
        XCTAssertEqual(title("The photos were hidden."), "Photos Hidden")
    }
}
